import { and, count, desc, eq, isNotNull, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import { WALLET_ENTRIES_PAGE_SIZE, type WalletEntriesPage, type WalletEntry } from "../../../shared/api/wallet";
import type { Database } from "../../db/database";
import { paymentOrder, walletEntry } from "../../db/schema";

/**
 * Newest first, pages of 50: the wallet's entries and, among them, each payment held because its
 * amount differed from its order (one line per order, dated when it was held), so the owner learns
 * of it and can quote the order to support. The held order is its own record: nothing is written twice.
 */
export async function listWalletEntries(db: Database, schoolId: string, page: number): Promise<WalletEntriesPage> {
  const ownEntry = eq(walletEntry.schoolId, schoolId);
  const heldOrder = and(eq(paymentOrder.schoolId, schoolId), isNotNull(paymentOrder.flag));
  const entries = db
    .select({
      id: walletEntry.id,
      kind: sql<WalletEntry["kind"]>`${walletEntry.kind}`.as("kind"),
      coins: walletEntry.coins,
      days: walletEntry.days,
      planId: walletEntry.planId,
      orderId: walletEntry.orderId,
      createdAt: walletEntry.createdAt,
    })
    .from(walletEntry)
    .where(ownEntry);
  const heldPayments = db
    .select({
      id: paymentOrder.id,
      kind: sql<WalletEntry["kind"]>`'amount-differs'`.as("kind"),
      coins: sql<number>`0`.as("coins"),
      days: sql<number>`0`.as("days"),
      planId: paymentOrder.planId,
      orderId: paymentOrder.gatewayOrderId,
      createdAt: paymentOrder.updatedAt,
    })
    .from(paymentOrder)
    .where(heldOrder);
  const [rows, [entryCount], [heldCount]] = await Promise.all([
    unionAll(entries, heldPayments)
      .orderBy(desc(walletEntry.createdAt), desc(walletEntry.id))
      .limit(WALLET_ENTRIES_PAGE_SIZE)
      .offset((page - 1) * WALLET_ENTRIES_PAGE_SIZE),
    db.select({ n: count() }).from(walletEntry).where(ownEntry),
    db.select({ n: count() }).from(paymentOrder).where(heldOrder),
  ]);
  const total = (entryCount?.n ?? 0) + (heldCount?.n ?? 0);
  return {
    success: true,
    data: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      coins: row.coins,
      days: row.days,
      planId: row.planId,
      orderId: row.orderId,
      createdAt: row.createdAt.toISOString(),
    })),
    currentPage: page,
    totalPages: Math.max(1, Math.ceil(total / WALLET_ENTRIES_PAGE_SIZE)),
  };
}
