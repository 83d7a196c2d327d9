import { describe, expect, it } from "vitest";
import { fineDateOf, lateFinePaise, settledOn, type LateFineRule } from "./late-fine";

const fixed50: LateFineRule = { graceDays: 10, kind: "fixed", amountPaise: 5_000, capPaise: null };
const perDay5: LateFineRule = { graceDays: 10, kind: "per-day", amountPaise: 500, capPaise: 10_000 };
// ₹500 due on 5 November 2025: the grace ends on the 15th, the fine is owed from the 16th.
const charge = (settlements: { on: string; amountPaise: bigint }[] = []) => ({
  dueDate: "2025-11-05",
  amountPaise: 50_000n,
  settlements,
});

describe("the late fine rule", () => {
  it("owes a fixed fine once the grace has passed unpaid, and never grows it", () => {
    expect(lateFinePaise(charge(), fixed50, "2025-11-15")).toBe(0n);
    expect(lateFinePaise(charge(), fixed50, "2025-11-16")).toBe(5_000n);
    expect(lateFinePaise(charge(), fixed50, "2026-03-31")).toBe(5_000n);
    expect(fineDateOf("2025-11-05", fixed50)).toBe("2025-11-16");
  });

  it("owes nothing when paid in full within the grace, and the fine when only part was paid", () => {
    expect(lateFinePaise(charge([{ on: "2025-11-15", amountPaise: 50_000n }]), fixed50, "2025-12-31")).toBe(0n);
    expect(lateFinePaise(charge([{ on: "2025-11-10", amountPaise: 20_000n }]), fixed50, "2025-12-31")).toBe(5_000n);
    // Paid in two parts, the second after the grace: late.
    const twoParts = charge([
      { on: "2025-11-10", amountPaise: 20_000n },
      { on: "2025-11-18", amountPaise: 30_000n },
    ]);
    expect(settledOn(twoParts)).toBe("2025-11-18");
    expect(lateFinePaise(twoParts, fixed50, "2025-12-31")).toBe(5_000n);
  });

  it("grows a per-day fine a day at a time until the charge is paid or the cap is reached", () => {
    expect(lateFinePaise(charge(), perDay5, "2025-11-15")).toBe(0n);
    expect(lateFinePaise(charge(), perDay5, "2025-11-16")).toBe(500n);
    expect(lateFinePaise(charge(), perDay5, "2025-11-25")).toBe(5_000n);
    // ₹5 a day up to ₹100: twenty days late and after.
    expect(lateFinePaise(charge(), perDay5, "2025-12-05")).toBe(10_000n);
    expect(lateFinePaise(charge(), perDay5, "2026-02-01")).toBe(10_000n);
    // Paid on the 18th: three days late, whenever it is asked.
    expect(lateFinePaise(charge([{ on: "2025-11-18", amountPaise: 50_000n }]), perDay5, "2026-01-01")).toBe(1_500n);
  });

  it("counts across a month's end and a leap day", () => {
    const feb = { dueDate: "2028-02-20", amountPaise: 100n, settlements: [] };
    // 20 February + 10 days' grace is 1 March in a leap year (29 February counts): owed from the 2nd.
    expect(fineDateOf(feb.dueDate, perDay5)).toBe("2028-03-02");
    expect(lateFinePaise(feb, perDay5, "2028-03-01")).toBe(0n);
    expect(lateFinePaise(feb, perDay5, "2028-03-03")).toBe(1_000n);
  });
});
