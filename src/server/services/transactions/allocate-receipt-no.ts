import { sql } from "drizzle-orm";
import { formatReceiptNo, sessionOfDate } from "../../../shared/rules/receipt-number";
import type { Transaction } from "../../db/database";
import { receiptCounter } from "../../db/schema";

/**
 * The next receipt number of the school's session, inside the caller's transaction. The upsert takes
 * the counter row's lock until commit, so concurrent receipts queue; a rollback gives the number back.
 */
export async function allocateReceiptNo(tx: Transaction, schoolId: string, transactionDate: string): Promise<string> {
  const session = sessionOfDate(transactionDate);
  const [row] = await tx
    .insert(receiptCounter)
    .values({ schoolId, session, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [receiptCounter.schoolId, receiptCounter.session],
      set: { lastNumber: sql`${receiptCounter.lastNumber} + 1` },
    })
    .returning({ lastNumber: receiptCounter.lastNumber });
  return formatReceiptNo(session, row!.lastNumber);
}
