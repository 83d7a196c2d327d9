import type { Transaction } from "../../db/database";
import { wallet } from "../../db/schema";
import { addWalletEntry } from "./add-wallet-entry";
import type { BillingSettings } from "./billing-settings";

/** A new school's wallet, in the transaction that creates the school: the premium trial and the welcome coins. */
export async function openWallet(
  tx: Transaction,
  schoolId: string,
  settings: BillingSettings,
  actorUserId: string,
): Promise<void> {
  await tx.insert(wallet).values({ schoolId }).onConflictDoNothing();
  if (!settings.enabled) return;
  if (settings.trialDays > 0) {
    await addWalletEntry(tx, {
      schoolId,
      kind: "trial",
      days: settings.trialDays,
      actorUserId,
      idempotencyKey: `trial:${schoolId}`,
    });
  }
  if (settings.welcomeCoins > 0) {
    await addWalletEntry(tx, {
      schoolId,
      kind: "grant",
      coins: settings.welcomeCoins,
      actorUserId,
      idempotencyKey: `welcome:${schoolId}`,
    });
  }
}
