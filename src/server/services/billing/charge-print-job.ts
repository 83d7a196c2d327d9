import { randomUUID } from "node:crypto";
import { and, eq, gt, gte, or, sql } from "drizzle-orm";
import type { PrintJob } from "../../../shared/api/wallet";
import { coinCost, type PrintTool } from "../../../shared/billing/policy";
import type { Database } from "../../db/database";
import { wallet, walletEntry } from "../../db/schema";
import type { Actor } from "../activity/actor";
import { recordActivity } from "../activity/record-activity";
import { ServiceError } from "../errors";
import { billingSettings } from "./billing-settings";
import { getWallet } from "./get-wallet";
import { notifyWalletChange } from "./notify-wallet-change";
import { toWalletWire } from "./to-wallet-wire";
import { activityText } from "../../../shared/rules/activity-texts";

/**
 * A print tool's PDF: free while premium, else one coin. One conditional UPDATE decides and
 * spends (no read-then-write), so 100 concurrent prints on 50 coins succeed exactly 50 times.
 */
export async function chargePrintJob(db: Database, schoolId: string, tool: PrintTool, actor: Actor): Promise<PrintJob> {
  if (!billingSettings(db).enabled) return { charged: 0, wallet: await getWallet(db, schoolId) };
  const cost = coinCost(tool);
  return db.transaction(async (tx) => {
    const premium = gt(wallet.premiumUntil, sql`now()`);
    const [row] = await tx
      .update(wallet)
      .set({
        coins: sql`case when ${premium} then ${wallet.coins} else ${wallet.coins} - ${cost}::int end`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(wallet.schoolId, schoolId), or(premium, gte(wallet.coins, cost))))
      .returning({
        coins: wallet.coins,
        premiumUntil: wallet.premiumUntil,
        dlPremiumUntil: wallet.dlPremiumUntil,
        charged: sql<boolean>`not coalesce(${premium}, false)`,
      });
    if (!row) throw new ServiceError(402, "NO_COINS", "Not enough coins. Buy coins or premium to print.");
    if (row.charged) {
      await tx.insert(walletEntry).values({
        schoolId,
        kind: "spend",
        coins: -cost,
        feature: tool,
        actorUserId: actor.userId,
        idempotencyKey: `spend:${randomUUID()}`,
      });
      await recordActivity(tx, schoolId, actor, {
        action: "spend",
        entity: "wallet",
        entityId: schoolId,
        text: activityText("coinsSpent", { coins: cost, tool }),
      });
      await notifyWalletChange(tx, schoolId);
    }
    return { charged: row.charged ? 1 : 0, wallet: toWalletWire(row, true) };
  });
}
