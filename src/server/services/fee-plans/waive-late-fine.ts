import { and, eq, isNull } from "drizzle-orm";
import type { WaiveFineResult } from "../../../shared/api/fee-plan";
import { paiseToRupees } from "../../../shared/money";
import { activityText } from "../../../shared/rules/activity-texts";
import { todayInIndia } from "../../../shared/rules/calendar-date";
import type { Database } from "../../db/database";
import { feePlan, feeTransaction, lateFineWaiver, student } from "../../db/schema";
import type { Actor } from "../activity/actor";
import { recordActivity } from "../activity/record-activity";
import { settleStudent } from "../allocations/settle-students";
import { ConflictError, NotFoundError, ServiceError } from "../errors";
import { lateFinesDue } from "./late-fines-due";

/** The charge has no fine to waive: none posted, and none owed today. */
class NoLateFineError extends ServiceError {
  constructor() {
    super(409, "NO_LATE_FINE", "This charge has no late fine to waive.");
  }
}

/**
 * The owner lets a charge's late fine go, with a reason. The waiver row (per charge) stops the fine
 * for good — the scheduler never posts or grows it again — and the posted fine row is removed: a Dues
 * row must be more than ₹0, so a fine "reduced to nothing" cannot stay as a row. What was waived, by
 * whom and why is in the activity log and the waiver row (who, when, why, and the amount). A fine owed
 * today but not posted yet can be waived too. Another school's charge, or one that is not a charge,
 * answers 404.
 */
export async function waiveLateFine(
  db: Database,
  schoolId: string,
  actor: Actor,
  chargeId: string,
  reason: string,
  today = todayInIndia(),
): Promise<WaiveFineResult> {
  return db.transaction(async (tx) => {
    const [charge] = await tx
      .select({
        id: feeTransaction.id,
        studentId: feeTransaction.studentId,
        studentName: student.name,
        plan: { id: feePlan.id, lateFine: feePlan.lateFine },
      })
      .from(feeTransaction)
      .innerJoin(student, and(eq(student.schoolId, feeTransaction.schoolId), eq(student.id, feeTransaction.studentId)))
      .leftJoin(feePlan, and(eq(feePlan.schoolId, feeTransaction.schoolId), eq(feePlan.id, feeTransaction.feePlanId)))
      .where(
        and(
          eq(feeTransaction.schoolId, schoolId),
          eq(feeTransaction.id, chargeId),
          eq(feeTransaction.type, "debit"),
          isNull(feeTransaction.fineForId),
        ),
      )
      // One waiver at a time per charge, and the scheduler's fine write for it waits for this one.
      .for("update", { of: feeTransaction });
    if (!charge) throw new NotFoundError("Charge");
    const [already] = await tx
      .select({ at: lateFineWaiver.waivedAt })
      .from(lateFineWaiver)
      .where(and(eq(lateFineWaiver.schoolId, schoolId), eq(lateFineWaiver.chargeId, chargeId)));
    if (already) throw new ConflictError("This charge's late fine was waived already.");

    const [posted] = await tx
      .delete(feeTransaction)
      .where(and(eq(feeTransaction.schoolId, schoolId), eq(feeTransaction.fineForId, chargeId)))
      .returning({ amountPaise: feeTransaction.amountPaise });
    const rule = charge.plan?.lateFine;
    // Not posted yet: what it comes to today (the same rule the scheduler posts by).
    const owedToday =
      !posted && rule && charge.plan
        ? ((await lateFinesDue(tx, schoolId, { id: charge.plan.id, lateFine: rule }, today, [chargeId]))[0]
            ?.finePaise ?? 0n)
        : 0n;
    const waivedPaise = posted?.amountPaise ?? owedToday;
    if (waivedPaise === 0n) throw new NoLateFineError();

    await tx
      .insert(lateFineWaiver)
      .values({ schoolId, chargeId, reason, amountPaise: waivedPaise, waivedBy: actor.userId });
    // The fine's row is gone: what the student's payments settled is worked out again.
    if (posted) await settleStudent(tx, schoolId, charge.studentId);
    await recordActivity(tx, schoolId, actor, {
      action: "update",
      entity: "transaction",
      entityId: chargeId,
      text: activityText("lateFineWaived", {
        student: charge.studentName,
        amount: paiseToRupees(waivedPaise),
        reason,
      }),
    });
    return { chargeId, waived: paiseToRupees(waivedPaise) };
  });
}
