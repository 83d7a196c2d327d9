import { and, eq, gt, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database";
import { wallet } from "../../db/schema";
import { ServiceError } from "../errors";
import { billingSettings } from "./billing-settings";

/** For premium-only features (team members, WhatsApp reminders): 402 PREMIUM_REQUIRED unless premium or billing is off. */
export async function requirePremium(db: Database | Transaction, schoolId: string): Promise<void> {
  if (!billingSettings(db).enabled) return;
  const [row] = await db
    .select({ schoolId: wallet.schoolId })
    .from(wallet)
    .where(and(eq(wallet.schoolId, schoolId), gt(wallet.premiumUntil, sql`now()`)));
  if (!row) throw premiumRequired();
}

export function premiumRequired(): ServiceError {
  return new ServiceError(402, "PREMIUM_REQUIRED", "This needs a premium plan.");
}
