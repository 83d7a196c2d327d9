import { and, asc, eq } from "drizzle-orm";
import type { Transaction } from "../../../shared/api/transaction";
import type { Database } from "../../db/database";
import { feeTransaction } from "../../db/schema";
import { requireOwnStudent } from "../students/require-own-student";
import { toTransactionWire } from "./to-transaction-wire";

/** A student's transactions by date, oldest first, as a passbook reads. */
export async function listTransactions(db: Database, schoolId: string, studentId: string): Promise<Transaction[]> {
  await requireOwnStudent(db, schoolId, studentId);
  const rows = await db
    .select()
    .from(feeTransaction)
    .where(and(eq(feeTransaction.schoolId, schoolId), eq(feeTransaction.studentId, studentId)))
    .orderBy(asc(feeTransaction.transactionDate), asc(feeTransaction.createdAt));
  return rows.map(toTransactionWire);
}
