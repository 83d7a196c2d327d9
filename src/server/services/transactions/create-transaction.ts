import type { z } from "zod";
import type { addTransactionBodySchema, Transaction } from "../../../shared/api/transaction";
import { rupeesToPaise } from "../../../shared/money";
import type { Database } from "../../db/database";
import { feeTransaction } from "../../db/schema";
import { requireOwnStudent } from "../students/require-own-student";
import { toTransactionWire } from "./to-transaction-wire";

export type NewTransaction = z.output<typeof addTransactionBodySchema>;

export async function createTransaction(db: Database, schoolId: string, input: NewTransaction): Promise<Transaction> {
  await requireOwnStudent(db, schoolId, input.studentOwnerId);
  const [row] = await db
    .insert(feeTransaction)
    .values({
      schoolId,
      studentId: input.studentOwnerId,
      amountPaise: rupeesToPaise(input.amount),
      description: input.description,
      type: input.transactionType === "Credit" ? "credit" : "debit",
      transactionDate: input.transactionDate,
    })
    .returning();
  return toTransactionWire(row!);
}
