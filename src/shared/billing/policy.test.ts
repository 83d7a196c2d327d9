import { describe, expect, it } from "vitest";
import { canUse, decideUse, isPremium, printTools } from "./policy";
import { findPlan, plans } from "./plans";

const now = new Date("2026-01-10T00:00:00Z");
const later = "2026-02-01T00:00:00Z";
const earlier = "2026-01-01T00:00:00Z";

describe("billing policy", () => {
  it("keeps the core free forever, even with no coins and no premium", () => {
    const broke = { coins: 0, premiumUntil: null };
    for (const feature of ["ledgers", "students", "transactions", "demand-slips"] as const)
      expect(canUse(broke, feature, now)).toBe(true);
  });

  it("charges one coin per print tool unless premium", () => {
    for (const tool of printTools) {
      expect(decideUse({ coins: 1, premiumUntil: null }, tool, now)).toEqual({ allowed: true, coins: 1 });
      expect(decideUse({ coins: 0, premiumUntil: earlier }, tool, now)).toEqual({
        allowed: false,
        reason: "NO_COINS",
        coins: 1,
      });
      expect(decideUse({ coins: 0, premiumUntil: later }, tool, now)).toEqual({ allowed: true, coins: 0 });
    }
  });

  it("keeps team members and reminders premium-only, whatever the coins", () => {
    expect(decideUse({ coins: 500, premiumUntil: null }, "team-members", now)).toMatchObject({
      allowed: false,
      reason: "PREMIUM_REQUIRED",
    });
    expect(canUse({ coins: 0, premiumUntil: later }, "whatsapp-reminders", now)).toBe(true);
  });

  it("allows everything when billing is off", () => {
    expect(canUse({ coins: 0, premiumUntil: null, billing: false }, "team-members", now)).toBe(true);
    expect(decideUse({ coins: 0, premiumUntil: null, billing: false }, "omr-sheet", now)).toEqual({
      allowed: true,
      coins: 0,
    });
  });

  it("treats premium as ending at its expiry instant", () => {
    expect(isPremium({ premiumUntil: now }, now)).toBe(false);
    expect(isPremium({ premiumUntil: new Date(now.getTime() + 1) }, now)).toBe(true);
  });
});

describe("plan catalogue", () => {
  it("maps every SPEC §9 amount to its benefit", () => {
    expect(plans.map((p) => [p.priceRupees, p.kind, "coins" in p ? p.coins : p.days])).toEqual([
      [200, "coins", 200],
      [85, "premium", 7],
      [120, "premium", 15],
      [150, "premium", 30],
      [370, "premium", 90],
      [650, "premium", 180],
      [1100, "premium", 360],
      [89, "dl-premium", 7],
      [599, "dl-premium", 180],
      [899, "dl-premium", 360],
    ]);
    expect(findPlan("nope")).toBeUndefined();
  });
});
