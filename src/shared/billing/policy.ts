/**
 * Which feature is free, costs coins or needs premium — one table the server enforces and the
 * client reads to hide or explain. Ledgers, students, transactions and demand slips stay free.
 */
export const printTools = [
  "omr-sheet",
  "long-question-paper",
  "mcq-question-paper",
  "application-letter",
  "student-id-card",
] as const;
export type PrintTool = (typeof printTools)[number];

export type Feature =
  "ledgers" | "students" | "transactions" | "demand-slips" | PrintTool | "team-members" | "whatsapp-reminders";

type Rule = { kind: "free" } | { kind: "coins"; coins: number } | { kind: "premium" };

const rules: Record<Feature, Rule> = {
  ledgers: { kind: "free" },
  students: { kind: "free" },
  transactions: { kind: "free" },
  "demand-slips": { kind: "free" },
  "omr-sheet": { kind: "coins", coins: 1 },
  "long-question-paper": { kind: "coins", coins: 1 },
  "mcq-question-paper": { kind: "coins", coins: 1 },
  "application-letter": { kind: "coins", coins: 1 },
  "student-id-card": { kind: "coins", coins: 1 },
  "team-members": { kind: "premium" },
  "whatsapp-reminders": { kind: "premium" },
};

/** What the policy needs of a wallet; the wire wallet (`GET /wallet`) fits it. */
export interface WalletLike {
  coins: number;
  premiumUntil: string | Date | null;
  /** false when the deployment runs with BILLING=off: everything is free. */
  billing?: boolean;
}

export function isPremium(wallet: Pick<WalletLike, "premiumUntil">, now: Date = new Date()): boolean {
  return wallet.premiumUntil !== null && new Date(wallet.premiumUntil).getTime() > now.getTime();
}

export type UseDecision =
  { allowed: true; coins: number } | { allowed: false; reason: "NO_COINS" | "PREMIUM_REQUIRED"; coins: number };

/** Whether the school may use a feature now, what it costs in coins, and why not. */
export function decideUse(wallet: WalletLike, feature: Feature, now: Date = new Date()): UseDecision {
  const rule = rules[feature];
  if (wallet.billing === false || rule.kind === "free" || isPremium(wallet, now)) return { allowed: true, coins: 0 };
  if (rule.kind === "premium") return { allowed: false, reason: "PREMIUM_REQUIRED", coins: 0 };
  return wallet.coins >= rule.coins
    ? { allowed: true, coins: rule.coins }
    : { allowed: false, reason: "NO_COINS", coins: rule.coins };
}

export function canUse(wallet: WalletLike, feature: Feature, now: Date = new Date()): boolean {
  return decideUse(wallet, feature, now).allowed;
}

/** Coins a feature costs a school without premium (0 for free and premium-only features). */
export function coinCost(feature: Feature): number {
  const rule = rules[feature];
  return rule.kind === "coins" ? rule.coins : 0;
}
