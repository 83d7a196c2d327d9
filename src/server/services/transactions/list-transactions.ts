import { and, asc, eq } from "drizzle-orm";
import type { Transaction } from "../../../shared/api/transaction";
import type { Database } from "../../db/database";
import { feeHead, feeTransaction, user } from "../../db/schema";
import { requireOwnStudent } from "../students/require-own-student";
import { toTransactionWire } from "./to-transaction-wire";

/** A student's transactions by date, oldest first, as a passbook reads; each Dues with its head's names. */
export async function listTransactions(db: Database, schoolId: string, studentId: string): Promise<Transaction[]> {
  await requireOwnStudent(db, schoolId, studentId);
  const rows = await db
    .select({ row: feeTransaction, head: { name: feeHead.name, nameHi: feeHead.nameHi }, cancelledBy: user.name })
    .from(feeTransaction)
    .leftJoin(feeHead, and(eq(feeHead.schoolId, feeTransaction.schoolId), eq(feeHead.id, feeTransaction.feeHeadId)))
    .leftJoin(user, eq(user.id, feeTransaction.cancelledBy))
    .where(and(eq(feeTransaction.schoolId, schoolId), eq(feeTransaction.studentId, studentId)))
    .orderBy(asc(feeTransaction.transactionDate), asc(feeTransaction.createdAt));
  return rows.map(({ row, head, cancelledBy }) => toTransactionWire(row, head, cancelledBy));
}
