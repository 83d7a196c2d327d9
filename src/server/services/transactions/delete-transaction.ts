import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { feeTransaction } from "../../db/schema";
import { NotFoundError } from "../errors";

export async function deleteTransaction(db: Database, schoolId: string, transactionId: string): Promise<void> {
  const deleted = await db
    .delete(feeTransaction)
    .where(and(eq(feeTransaction.schoolId, schoolId), eq(feeTransaction.id, transactionId)))
    .returning({ id: feeTransaction.id });
  if (deleted.length === 0) throw new NotFoundError("Transaction");
}
