import { and, eq, isNotNull, sql } from "drizzle-orm";
import { paiseToRupees } from "../../../shared/money";
import { activityText } from "../../../shared/rules/activity-texts";
import type { LateFineRule } from "../../../shared/rules/late-fine";
import type { Transaction } from "../../db/database";
import { feeHead, feeTransaction } from "../../db/schema";
import type { Actor } from "../activity/actor";
import { recordActivity } from "../activity/record-activity";
import { settleStudents } from "../allocations/settle-students";
import { lateFinesDue } from "./late-fines-due";

// Some fifteen parameters a row; PostgreSQL takes at most 65,535 parameters in one statement.
const ROWS_PER_INSERT = 2000;

export interface FinedPlan {
  plan: { id: string; ledgerId: string; description: string; lateFine: LateFineRule };
  ledgerName: string;
}

/**
 * Writes the late fines a school's plans' charges owe as of `today`, inside the caller's transaction:
 * one Dues row per fined charge (head Late fine, the charge's period, fine_for_id = the charge) —
 * inserted once, then, for a per-day fine, its amount brought up to date. The unique fine_for_id key
 * with ON CONFLICT … DO UPDATE makes a second run, or a concurrent one, write no second row.
 */
export async function postLateFines(
  tx: Transaction,
  schoolId: string,
  actor: Actor,
  plans: FinedPlan[],
  today: string,
  /** false: the caller settles the fined `students` itself, once, after its other writes. */
  settle = true,
): Promise<{ fined: number; students: string[] }> {
  let fined = 0;
  const students = new Set<string>();
  let lateFineHeadId: string | undefined;
  for (const { plan, ledgerName } of plans) {
    const due = await lateFinesDue(tx, schoolId, plan, today);
    if (due.length === 0) continue;
    lateFineHeadId ??= await lateFineHead(tx, schoolId);
    let total = 0n;
    const fineStudents = new Set<string>();
    for (let start = 0; start < due.length; start += ROWS_PER_INSERT) {
      const written = await tx
        .insert(feeTransaction)
        .values(
          due.slice(start, start + ROWS_PER_INSERT).map((fine) => ({
            schoolId,
            studentId: fine.studentId,
            type: "debit" as const,
            amountPaise: fine.finePaise,
            description: fine.description,
            transactionDate: fine.fineDate,
            dueDate: fine.fineDate,
            feeHeadId: lateFineHeadId,
            period: fine.period,
            feePlanId: plan.id,
            fineForId: fine.chargeId,
          })),
        )
        .onConflictDoUpdate({
          target: [feeTransaction.schoolId, feeTransaction.fineForId],
          targetWhere: isNotNull(feeTransaction.fineForId),
          set: { amountPaise: sql`excluded.amount_paise` },
          // Never lowered, never rewritten unchanged: a concurrent run may have brought it further.
          setWhere: sql`${feeTransaction.amountPaise} < excluded.amount_paise`,
        })
        .returning({ studentId: feeTransaction.studentId, amountPaise: feeTransaction.amountPaise });
      for (const row of written) {
        total += row.amountPaise;
        fineStudents.add(row.studentId);
      }
      fined += written.length;
    }
    if (fineStudents.size === 0) continue;
    for (const id of fineStudents) students.add(id);
    await recordActivity(tx, schoolId, actor, {
      action: "create",
      entity: "transaction",
      entityId: plan.ledgerId,
      text: activityText("lateFinesPosted", {
        plan: plan.description,
        students: fineStudents.size,
        ledger: ledgerName,
        total: paiseToRupees(total),
      }),
    });
  }
  // A fine is a charge like any other: payments already made settle it, oldest first.
  if (settle) await settleStudents(tx, schoolId, [...students]);
  return { fined, students: [...students] };
}

/** The school's Late fine head (a system head: the migration and the new-school trigger seed it). */
export async function lateFineHead(tx: Transaction, schoolId: string): Promise<string> {
  const [row] = await tx
    .select({ id: feeHead.id })
    .from(feeHead)
    .where(and(eq(feeHead.schoolId, schoolId), eq(feeHead.code, "late-fine")));
  if (!row) throw new Error(`School ${schoolId} has no Late fine head`);
  return row.id;
}
