import type { Wallet } from "../../../shared/api/wallet";
import { isPremium } from "../../../shared/billing/policy";
import type { wallet } from "../../db/schema";

export type WalletRow = Pick<typeof wallet.$inferSelect, "coins" | "premiumUntil" | "dlPremiumUntil">;

export const emptyWallet: WalletRow = { coins: 0, premiumUntil: null, dlPremiumUntil: null };

export function toWalletWire(row: WalletRow, billing: boolean, now = new Date()): Wallet {
  return {
    coins: row.coins,
    isPremium: isPremium(row, now),
    premiumUntil: row.premiumUntil?.toISOString() ?? null,
    dlPremiumUntil: row.dlPremiumUntil?.toISOString() ?? null,
    billing,
  };
}
