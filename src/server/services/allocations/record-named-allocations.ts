import { and, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { errorCodes } from "../../../shared/api/envelope";
import type { namedAllocationsSchema } from "../../../shared/api/allocation";
import { paiseToRupees, rupeesToPaise } from "../../../shared/money";
import type { Transaction } from "../../db/database";
import { feeTransaction, paymentAllocation } from "../../db/schema";
import { NotFoundError, ServiceError } from "../errors";

export type NamedAllocations = z.output<typeof namedAllocationsSchema>;

interface NewRow {
  id: string;
  studentId: string;
  type: "credit" | "debit";
  amountPaise: bigint;
}

const refuse = (message: string) => new ServiceError(400, errorCodes.VALIDATION, message);

/**
 * The charges a new Received row names ("this ₹300 is for the exam fee"), written as named
 * allocations before the student is re-settled, so the rest of the payment goes oldest first. Each
 * id must be a Dues row of the same student (else 404, as for any id not the caller's); the named
 * amounts may not exceed the payment, nor what each charge has left after other named payments.
 */
export async function recordNamedAllocations(
  tx: Transaction,
  schoolId: string,
  row: NewRow,
  named: NamedAllocations | undefined,
): Promise<void> {
  if (!named || named.length === 0) return;
  if (row.type !== "credit") throw refuse("Only money Received can name the charges it pays.");
  const total = named.reduce((sum, item) => sum + rupeesToPaise(item.amount), 0n);
  if (total > row.amountPaise)
    throw refuse(
      `The named amounts (₹${paiseToRupees(total)}) are more than the payment (₹${paiseToRupees(row.amountPaise)}).`,
    );
  const charges = await tx
    .select({
      id: feeTransaction.id,
      amountPaise: feeTransaction.amountPaise,
      feeHeadId: feeTransaction.feeHeadId,
      namedPaise: sql<string>`coalesce((select sum(a.amount_paise) from payment_allocation a
        where a.school_id = ${feeTransaction.schoolId} and a.charge_id = ${feeTransaction.id} and a.named), 0)`,
    })
    .from(feeTransaction)
    .where(
      and(
        eq(feeTransaction.schoolId, schoolId),
        eq(feeTransaction.studentId, row.studentId),
        eq(feeTransaction.type, "debit"),
        inArray(
          feeTransaction.id,
          named.map((item) => item.transactionId),
        ),
      ),
    );
  if (charges.length !== named.length) throw new NotFoundError("Transaction");
  const open = new Map(charges.map((charge) => [charge.id, charge.amountPaise - BigInt(charge.namedPaise)]));
  for (const item of named) {
    if (rupeesToPaise(item.amount) > open.get(item.transactionId)!)
      throw refuse(`₹${item.amount} is more than that charge has left to pay.`);
  }
  const heads = new Map(charges.map((charge) => [charge.id, charge.feeHeadId]));
  await tx.insert(paymentAllocation).values(
    named.map((item) => ({
      schoolId,
      paymentId: row.id,
      chargeId: item.transactionId,
      // Debits only (the filter above), and a Dues row always has a head.
      feeHeadId: heads.get(item.transactionId)!,
      amountPaise: rupeesToPaise(item.amount),
      named: true,
    })),
  );
}
