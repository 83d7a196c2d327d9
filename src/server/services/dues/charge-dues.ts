import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { ChargeDuesResult, chargeDuesBodySchema } from "../../../shared/api/dues";
import { paiseToRupees, rupeesToPaise } from "../../../shared/money";
import type { Database } from "../../db/database";
import { student } from "../../db/schema";
import type { Actor } from "../activity/actor";
import { recordActivity } from "../activity/record-activity";
import { NotFoundError } from "../errors";
import { runOnce } from "../idempotency/run-once";
import { requireOwnLedger } from "../ledgers/require-own-ledger";
import { requireOwnFeeHead } from "../fee-heads/require-own-fee-head";
import { asAlreadyCharged } from "./already-charged-error";
import { insertDues } from "./insert-dues";
import { refuseOutsideSession } from "./refuse-outside-session";
import { activityText } from "../../../shared/rules/activity-texts";

export type ChargeDuesInput = z.output<typeof chargeDuesBodySchema>;

/**
 * One Dues charge for every student of a ledger (or the chosen ones), less each one's standing
 * concession for the head and then the dialog's one-off concession, in one transaction: a student id
 * that is not in this ledger of this school charges nobody (404), nor does a foreign head (404). With
 * a period, students who already have it are refused (409 ALREADY_CHARGED) unless the body says
 * "skip" or "charge-again"; a date outside the ledger's session needs `outsideSession: true`.
 * One activity entry sums the charge up (a repeated Idempotency-Key does no work, so logs nothing).
 */
export async function chargeDues(
  db: Database,
  schoolId: string,
  actor: Actor,
  ledgerId: string,
  input: ChargeDuesInput,
  idempotencyKey?: string,
): Promise<ChargeDuesResult> {
  const ledger = await requireOwnLedger(db, schoolId, ledgerId);
  if (input.feeHeadId) await requireOwnFeeHead(db, schoolId, input.feeHeadId);
  refuseOutsideSession(input.transactionDate, ledger.sessionYear, input.outsideSession);
  return runOnce(db, schoolId, idempotencyKey, `dues:${ledgerId}`, async (tx) => {
    const chosen = input.studentIds ? [...new Set(input.studentIds)] : undefined;
    const students = await tx
      .select({ id: student.id })
      .from(student)
      .where(
        and(
          eq(student.schoolId, schoolId),
          eq(student.ledgerId, ledgerId),
          chosen ? inArray(student.id, chosen) : undefined,
        ),
      );
    if (chosen && students.length !== chosen.length) throw new NotFoundError("Student");
    const charged = new Set(students.map((s) => s.id));
    const concessions = new Map((input.concessions ?? []).map((c) => [c.studentId, rupeesToPaise(c.amount)]));
    for (const studentId of concessions.keys()) if (!charged.has(studentId)) throw new NotFoundError("Student");

    const fee = rupeesToPaise(input.amount);
    const {
      created,
      totalPaise: total,
      skipped,
      standingConcessionPaise,
    } = await insertDues(
      tx,
      schoolId,
      students.map((s) => ({
        studentId: s.id,
        amountPaise: fee,
        oneOffConcessionPaise: concessions.get(s.id) ?? 0n,
        description: input.description,
        transactionDate: input.transactionDate,
        feeHeadId: input.feeHeadId,
        period: input.period,
        dueDate: input.dueDate,
        createdBy: actor.userId,
      })),
      input.alreadyCharged ?? "error",
    );
    await recordActivity(tx, schoolId, actor, {
      action: "create",
      entity: "transaction",
      // A bulk charge has no single transaction to name: the entry points at the ledger charged.
      entityId: ledgerId,
      text: activityText("duesCharged", {
        description: input.description ?? "",
        students: created,
        ledger: ledger.name,
        total: paiseToRupees(total),
      }),
    });
    return {
      created,
      totalRupees: paiseToRupees(total),
      skipped,
      standingConcessionRupees: paiseToRupees(standingConcessionPaise),
    };
  }).catch((error: unknown) => {
    throw asAlreadyCharged(error);
  });
}
