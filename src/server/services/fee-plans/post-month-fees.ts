import { and, eq } from "drizzle-orm";
import type { PostDueResult } from "../../../shared/api/fee-plan";
import { paiseToRupees } from "../../../shared/money";
import { todayInIndia } from "../../../shared/rules/calendar-date";
import { monthOfPeriod, periodInMonth } from "../../../shared/rules/fee-plan-periods";
import type { Database } from "../../db/database";
import { feePlan } from "../../db/schema";
import type { Actor } from "../activity/actor";
import { requireOwnLedger } from "../ledgers/require-own-ledger";
import { scheduleOf } from "./fee-plan-row";
import { postFeePlanCharges } from "./post-fee-plan-charges";

/**
 * "Post this month's fees": every plan of the ledger charges its period of `month` (a monthly plan's
 * charge, a one-off dated in that month) to every student of the ledger not yet charged for it, even
 * before the plan's day comes. Repeating it charges nobody twice.
 */
export async function postMonthFees(
  db: Database,
  schoolId: string,
  actor: Actor,
  ledgerId: string,
  month = monthOfPeriod(todayInIndia()),
): Promise<PostDueResult> {
  const ledger = await requireOwnLedger(db, schoolId, ledgerId);
  const result = await db.transaction(async (tx) => {
    const plans = await tx
      .select()
      .from(feePlan)
      .where(and(eq(feePlan.schoolId, schoolId), eq(feePlan.ledgerId, ledgerId)));
    const work = plans.flatMap((plan) => {
      const period = periodInMonth(scheduleOf(plan), month);
      return period ? [{ plan, ledgerName: ledger.name, periods: [period] }] : [];
    });
    return postFeePlanCharges(tx, schoolId, actor, work, { onlyStudentsJoinedBy: false });
  });
  return { posted: result.posted, students: result.students, totalRupees: paiseToRupees(result.totalPaise) };
}
