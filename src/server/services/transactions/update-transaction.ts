import { assertDayOpen } from "../day-book/assert-day-open";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { ALREADY_CANCELLED, type Transaction, type updateTransactionBodySchema } from "../../../shared/api/transaction";
import { paiseToRupees, rupeesToPaise } from "../../../shared/money";
import type { Database } from "../../db/database";
import { feeTransaction, ledger, student } from "../../db/schema";
import type { Actor } from "../activity/actor";
import { recordActivity } from "../activity/record-activity";
import { asAlreadyCharged } from "../dues/already-charged-error";
import { refuseOutsideSession } from "../dues/refuse-outside-session";
import { ForbiddenError, NotFoundError, ServiceError } from "../errors";
import { requireOwnFeeHead } from "../fee-heads/require-own-fee-head";
import { activityText } from "../../../shared/rules/activity-texts";
import { toTransactionWire } from "./to-transaction-wire";
import { withHeadName } from "./with-head-name";
import { settleStudent } from "../allocations/settle-students";

export type TransactionChanges = z.output<typeof updateTransactionBodySchema>;

/**
 * Corrects a mistyped transaction: amount, description, date and (Received only) payment mode. The
 * type, the student and the receipt number stay — a receipt already handed to a parent keeps its
 * number even when the date moves. The old row is locked and read in the same transaction as the
 * change and its activity entry, so the entry's "old → new" is the amount this change replaced.
 * Dues: the head (a foreign one is a 404) and period change only when sent; `amount` is the charge
 * as it stands (after concessions) — a standing concession is applied when a charge is written, not
 * again on a correction, and the row's concession stays. A head and period the student already has
 * → 409 ALREADY_CHARGED unless "charge-again"; a date outside the ledger's session → 400 unless confirmed.
 */
export async function updateTransaction(
  db: Database,
  schoolId: string,
  actor: Actor,
  transactionId: string,
  changes: TransactionChanges,
): Promise<Transaction> {
  return db
    .transaction(async (tx) => {
      const [old] = await tx
        .select({
          type: feeTransaction.type,
          amountPaise: feeTransaction.amountPaise,
          transactionDate: feeTransaction.transactionDate,
          cancelledAt: feeTransaction.cancelledAt,
          studentId: feeTransaction.studentId,
          studentName: student.name,
          sessionYear: ledger.sessionYear,
        })
        .from(feeTransaction)
        .innerJoin(
          student,
          and(eq(student.schoolId, feeTransaction.schoolId), eq(student.id, feeTransaction.studentId)),
        )
        .innerJoin(ledger, and(eq(ledger.schoolId, student.schoolId), eq(ledger.id, student.ledgerId)))
        .where(and(eq(feeTransaction.schoolId, schoolId), eq(feeTransaction.id, transactionId)))
        .for("update", { of: feeTransaction });
      if (!old) throw new NotFoundError("Transaction");
      const dues = old.type === "debit";
      if (!dues) refuseReceiptChange(old, changes, actor);
      // Money received on a closed day stays as counted: neither its old nor its new date may be closed.
      if (!dues) await assertDayOpen(tx, schoolId, old.transactionDate, changes.transactionDate);
      if (dues) {
        if (changes.feeHeadId) await requireOwnFeeHead(tx, schoolId, changes.feeHeadId);
        refuseOutsideSession(changes.transactionDate, old.sessionYear, changes.outsideSession);
      }
      const [row] = await tx
        .update(feeTransaction)
        .set({
          amountPaise: rupeesToPaise(changes.amount),
          description: changes.description,
          transactionDate: changes.transactionDate,
          paymentMode: old.type === "credit" ? (changes.paymentMode ?? null) : null,
          ...(dues
            ? {
                feeHeadId: changes.feeHeadId,
                period: changes.period,
                dueDate: changes.dueDate,
                ...(changes.alreadyCharged === "charge-again" ? { repeatCharge: true } : {}),
              }
            : {}),
        })
        .where(and(eq(feeTransaction.schoolId, schoolId), eq(feeTransaction.id, transactionId)))
        .returning();
      // A changed amount or date moves what settles what, for this row and the ones after it.
      await settleStudent(tx, schoolId, old.studentId);
      await recordActivity(tx, schoolId, actor, {
        action: "update",
        entity: "transaction",
        entityId: transactionId,
        studentId: old.studentId,
        text: activityText("transactionUpdated", {
          type: old.type,
          from: paiseToRupees(old.amountPaise),
          amount: paiseToRupees(row!.amountPaise),
          student: old.studentName,
        }),
      });
      return withHeadName(tx, schoolId, toTransactionWire(row!));
    })
    .catch((error: unknown) => {
      throw asAlreadyCharged(error);
    });
}

/**
 * A receipt handed to a parent is the school's word: a cancelled one is not edited, and only the
 * owner changes a receipt's amount or date (issue 28) — the activity log records it as now.
 */
function refuseReceiptChange(
  old: { amountPaise: bigint; transactionDate: string; cancelledAt: Date | null },
  changes: TransactionChanges,
  actor: Actor,
): void {
  if (old.cancelledAt) throw new ServiceError(409, ALREADY_CANCELLED, "A cancelled receipt cannot be changed.");
  const moved = rupeesToPaise(changes.amount) !== old.amountPaise || changes.transactionDate !== old.transactionDate;
  if (moved && actor.role === "staff")
    throw new ForbiddenError("Only the school's owner can change a receipt's amount or date.");
}
