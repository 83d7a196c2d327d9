/**
 * The catalogue (SPEC §9): the only place prices and benefits live. The server derives every
 * amount from a plan id; pages and the pricing card render from this list.
 */
export type PlanKind = "coins" | "premium" | "dl-premium";

export interface Plan {
  id: string;
  kind: PlanKind;
  priceRupees: number;
  /** Coins credited (coin packs only). */
  coins?: number;
  /** Days added to the expiry (premium and DL premium). */
  days?: number;
}

export const plans = [
  { id: "coins-200", kind: "coins", priceRupees: 200, coins: 200 },
  { id: "premium-7", kind: "premium", priceRupees: 85, days: 7 },
  { id: "premium-15", kind: "premium", priceRupees: 120, days: 15 },
  { id: "premium-30", kind: "premium", priceRupees: 150, days: 30 },
  { id: "premium-90", kind: "premium", priceRupees: 370, days: 90 },
  { id: "premium-180", kind: "premium", priceRupees: 650, days: 180 },
  { id: "premium-360", kind: "premium", priceRupees: 1100, days: 360 },
  { id: "dl-7", kind: "dl-premium", priceRupees: 89, days: 7 },
  { id: "dl-180", kind: "dl-premium", priceRupees: 599, days: 180 },
  { id: "dl-360", kind: "dl-premium", priceRupees: 899, days: 360 },
] as const satisfies readonly Plan[];

export type PlanId = (typeof plans)[number]["id"];

export const planIds = plans.map((plan) => plan.id) as [PlanId, ...PlanId[]];

export function findPlan(id: string): Plan | undefined {
  return plans.find((plan) => plan.id === id);
}

/** Razorpay takes integer paise. */
export function planAmountPaise(plan: Plan): number {
  return plan.priceRupees * 100;
}
