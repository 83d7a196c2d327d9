import { count, desc, eq } from "drizzle-orm";
import { WALLET_ENTRIES_PAGE_SIZE, type WalletEntriesPage } from "../../../shared/api/wallet";
import type { Database } from "../../db/database";
import { walletEntry } from "../../db/schema";

/** Newest first, pages of 50. */
export async function listWalletEntries(db: Database, schoolId: string, page: number): Promise<WalletEntriesPage> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(walletEntry)
      .where(eq(walletEntry.schoolId, schoolId))
      .orderBy(desc(walletEntry.createdAt), desc(walletEntry.id))
      .limit(WALLET_ENTRIES_PAGE_SIZE)
      .offset((page - 1) * WALLET_ENTRIES_PAGE_SIZE),
    db.select({ n: count() }).from(walletEntry).where(eq(walletEntry.schoolId, schoolId)),
  ]);
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
    totalPages: Math.max(1, Math.ceil((total?.n ?? 0) / WALLET_ENTRIES_PAGE_SIZE)),
  };
}
