import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { addTransactionBodySchema, Transaction } from "../../../shared/api/transaction";
import { paiseToRupees, rupeesToPaise } from "../../../shared/money";
import type { Database, Transaction as DbTransaction } from "../../db/database";
import { ledger, student } from "../../db/schema";
import type { Actor } from "../activity/actor";
import { recordActivity } from "../activity/record-activity";
import { asAlreadyCharged } from "../dues/already-charged-error";
import { insertDues } from "../dues/insert-dues";
import { refuseOutsideSession } from "../dues/refuse-outside-session";
import { NotFoundError, ServiceError } from "../errors";
import { requireOwnFeeHead } from "../fee-heads/require-own-fee-head";
import { runOnce } from "../idempotency/run-once";
import { insertReceived } from "./insert-received";
import { recordNamedAllocations } from "../allocations/record-named-allocations";
import { errorCodes } from "../../../shared/api/envelope";
import { activityText } from "../../../shared/rules/activity-texts";
import { toTransactionWire } from "./to-transaction-wire";
import { headNamed, withHeadName } from "./with-head-name";
import { settleStudent } from "../allocations/settle-students";

export type NewTransaction = z.output<typeof addTransactionBodySchema>;

/**
 * Dues go through insertDues like every other charge: the head (Other when none; a foreign head is a
 * 404), the student's standing concession for it (a 100 % one writes nothing: the answer then has an
 * empty `_id` and amount 0), "already charged" for a head and period the student has (409 unless
 * `alreadyCharged: "charge-again"`), and a date outside the ledger's session (400 unless confirmed).
 * Received gets the next receipt number of its session in the same transaction as the row and its
 * activity entry (insertReceived, the one Received writer; a `paymentReference` already recorded in the
 * school is 409 DUPLICATE_UTR). With an Idempotency-Key (the offline outbox's entry id) a repeat answers the first
 * result, so an entry resent after a lost answer is recorded once; the student is looked up inside
 * the claim, so a repeat still answers the first result after the student was deleted.
 */
export async function createTransaction(
  db: Database,
  schoolId: string,
  actor: Actor,
  input: NewTransaction,
  idempotencyKey?: string,
): Promise<Transaction> {
  const received = input.transactionType === "Credit";
  return runOnce(db, schoolId, idempotencyKey, "transaction-add", async (tx) => {
    const [owner] = await tx
      .select({ name: student.name, sessionYear: ledger.sessionYear })
      .from(student)
      .innerJoin(ledger, and(eq(ledger.schoolId, student.schoolId), eq(ledger.id, student.ledgerId)))
      .where(and(eq(student.schoolId, schoolId), eq(student.id, input.studentOwnerId)))
      .limit(1);
    if (!owner) throw new NotFoundError("Student");
    if (!received) {
      if (input.feeHeadId) await requireOwnFeeHead(tx, schoolId, input.feeHeadId);
      refuseOutsideSession(input.transactionDate, owner.sessionYear, input.outsideSession);
      if (input.paymentReference)
        throw new ServiceError(400, errorCodes.VALIDATION, "Only money Received carries a payment reference.");
    }
    if (received) {
      const row = await insertReceived(tx, schoolId, actor, {
        studentId: input.studentOwnerId,
        studentName: owner.name,
        amountPaise: rupeesToPaise(input.amount),
        description: input.description,
        transactionDate: input.transactionDate,
        paymentMode: input.paymentMode ?? null,
        paymentReference: input.paymentReference
          ? { reference: input.paymentReference, source: "manual", register: true }
          : null,
        allocations: input.allocations,
      });
      return withHeadName(tx, schoolId, toTransactionWire(row));
    }
    const [row] = await addDues(tx, schoolId, actor, input);
    // A 100 % standing concession: nothing is owed, so nothing is written.
    if (!row) return headNamed(tx, schoolId, input);
    await recordNamedAllocations(tx, schoolId, row, input.allocations);
    await settleStudent(tx, schoolId, row.studentId);
    await recordActivity(tx, schoolId, actor, {
      action: "create",
      entity: "transaction",
      entityId: row.id,
      studentId: row.studentId,
      text: activityText("transactionCreated", {
        type: row.type,
        amount: paiseToRupees(row.amountPaise),
        student: owner.name,
      }),
    });
    return withHeadName(tx, schoolId, toTransactionWire(row));
  }).catch((error: unknown) => {
    throw asAlreadyCharged(error);
  });
}

/** One Dues row through the one charge writer (undefined when a 100 % concession leaves nothing). */
async function addDues(tx: DbTransaction, schoolId: string, actor: Actor, input: NewTransaction) {
  const { rows } = await insertDues(
    tx,
    schoolId,
    [
      {
        studentId: input.studentOwnerId,
        amountPaise: rupeesToPaise(input.amount),
        description: input.description,
        transactionDate: input.transactionDate,
        feeHeadId: input.feeHeadId,
        period: input.period,
        dueDate: input.dueDate,
        createdBy: actor.userId,
      },
    ],
    input.alreadyCharged ?? "error",
  );
  return rows;
}
