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
  return formatReceiptNo(session, await nextNumber(tx, schoolId, "receipt", session));
}

/** The next number of a school's series (receipts, refunds) in a session, under the counter row's lock. */
export async function nextNumber(
  tx: Transaction,
  schoolId: string,
  series: "receipt" | "refund",
  session: string,
): Promise<number> {
  const [row] = await tx
    .insert(receiptCounter)
    .values({ schoolId, series, session, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [receiptCounter.schoolId, receiptCounter.series, receiptCounter.session],
      set: { lastNumber: sql`${receiptCounter.lastNumber} + 1` },
    })
    .returning({ lastNumber: receiptCounter.lastNumber });
  return row!.lastNumber;
}
