import { and, eq } from "drizzle-orm";
import type { PostDueResult } from "../../../shared/api/fee-plan";
import { paiseToRupees } from "../../../shared/money";
import { todayInIndia } from "../../../shared/rules/calendar-date";
import { isInSession, monthOfPeriod, periodsInMonth } from "../../../shared/rules/fee-plan-periods";
import type { Database } from "../../db/database";
import { feePlan } from "../../db/schema";
import type { Actor } from "../activity/actor";
import { requireOwnLedger } from "../ledgers/require-own-ledger";
import { scheduleOf } from "./fee-plan-row";
import { postFeePlanCharges } from "./post-fee-plan-charges";
import { OutsideSessionError } from "./require-plan-in-session";

/**
 * "Post this month's fees": every plan of the ledger charges its periods due in `month` (a monthly
 * plan's charge, a quarter or term beginning then, a one-off dated then) to every student of the
 * ledger not yet charged for it, even before the day comes. Repeating it charges nobody twice; a
 * month outside the ledger's session is refused (400 OUTSIDE_SESSION) rather than quietly posting
 * nothing, so the director learns why.
 */
export async function postMonthFees(
  db: Database,
  schoolId: string,
  actor: Actor,
  ledgerId: string,
  month = monthOfPeriod(todayInIndia()),
): Promise<PostDueResult> {
  const ledger = await requireOwnLedger(db, schoolId, ledgerId);
  if (!isInSession(month, ledger.sessionYear)) throw new OutsideSessionError(ledger.sessionYear, month);
  const result = await db.transaction(async (tx) => {
    const plans = await tx
      .select()
      .from(feePlan)
      .where(and(eq(feePlan.schoolId, schoolId), eq(feePlan.ledgerId, ledgerId)));
    const work = plans.flatMap((plan) => {
      const periods = periodsInMonth(scheduleOf(plan), ledger.sessionYear, month);
      return periods.length > 0 ? [{ plan, ledgerName: ledger.name, periods }] : [];
    });
    return postFeePlanCharges(tx, schoolId, actor, work, { onlyStudentsJoinedBy: false });
  });
  return { posted: result.posted, students: result.students, totalRupees: paiseToRupees(result.totalPaise) };
}
