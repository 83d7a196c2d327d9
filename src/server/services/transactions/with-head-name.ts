import { and, eq } from "drizzle-orm";
import type { Transaction } from "../../../shared/api/transaction";
import { paiseToRupees, rupeesToPaise } from "../../../shared/money";
import type { Database, Transaction as DbTransaction } from "../../db/database";
import { feeHead } from "../../db/schema";

/** A transaction on the wire with its head's names (the row knows only the id). */
export async function withHeadName(
  db: Database | DbTransaction,
  schoolId: string,
  wire: Transaction,
): Promise<Transaction> {
  if (!wire.feeHeadId) return { ...wire, feeHeadName: null, feeHeadNameHi: null };
  const [head] = await db
    .select({ name: feeHead.name, nameHi: feeHead.nameHi })
    .from(feeHead)
    .where(and(eq(feeHead.schoolId, schoolId), eq(feeHead.id, wire.feeHeadId)));
  return { ...wire, feeHeadName: head?.name ?? null, feeHeadNameHi: head?.nameHi ?? null };
}

/**
 * The answer to a single Dues that a 100 % standing concession left at nothing: no row was written
 * (empty `_id`), the whole fee shows as the concession.
 */
export async function headNamed(
  db: DbTransaction,
  schoolId: string,
  input: {
    studentOwnerId: string;
    amount: number;
    description: string;
    transactionDate: string;
    feeHeadId?: string;
    period?: string | null;
    dueDate?: string;
  },
): Promise<Transaction> {
  const [head] = input.feeHeadId
    ? await db
        .select({ id: feeHead.id })
        .from(feeHead)
        .where(and(eq(feeHead.schoolId, schoolId), eq(feeHead.id, input.feeHeadId)))
    : await db
        .select({ id: feeHead.id })
        .from(feeHead)
        .where(and(eq(feeHead.schoolId, schoolId), eq(feeHead.code, "other")));
  const gross = paiseToRupees(rupeesToPaise(input.amount));
  return withHeadName(db, schoolId, {
    _id: "",
    studentOwnerId: input.studentOwnerId,
    amount: 0,
    description: input.description,
    transactionType: "Debit",
    transactionDate: input.transactionDate,
    createdAt: new Date().toISOString(),
    receiptNo: null,
    paymentMode: null,
    feeHeadId: head?.id ?? null,
    period: input.period ?? null,
    dueDate: input.dueDate ?? input.transactionDate,
    grossAmount: gross,
    concessionAmount: gross,
    concessionCategory: null,
  });
}
