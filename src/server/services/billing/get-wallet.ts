import { eq } from "drizzle-orm";
import type { Wallet } from "../../../shared/api/wallet";
import type { Database, Transaction } from "../../db/database";
import { wallet } from "../../db/schema";
import { billingSettings } from "./billing-settings";
import { emptyWallet, toWalletWire } from "./to-wallet-wire";

export async function getWallet(db: Database | Transaction, schoolId: string): Promise<Wallet> {
  const [row] = await db
    .select({ coins: wallet.coins, premiumUntil: wallet.premiumUntil, dlPremiumUntil: wallet.dlPremiumUntil })
    .from(wallet)
    .where(eq(wallet.schoolId, schoolId));
  return toWalletWire(row ?? emptyWallet, billingSettings(db).enabled);
}
