import { and, asc, eq } from "drizzle-orm";
import { todayInIndia } from "../../../shared/rules/calendar-date";
import { scheduledPeriods } from "../../../shared/rules/fee-plan-periods";
import type { Database } from "../../db/database";
import { feePlan, ledger } from "../../db/schema";
import type { Actor } from "../activity/actor";
import { scheduleOf, type FeePlanRow } from "./fee-plan-row";
import { postFeePlanCharges, type PlanPeriods } from "./post-fee-plan-charges";

/** Who the activity log names for charges the schedule posted: no person pressed anything. */
export const FEE_PLAN_SCHEDULE_ACTOR: Actor = { userId: "system:fee-plan-schedule", email: "Fee plan schedule" };

export interface ScheduledRun {
  /** Dues rows written by this run. */
  posted: number;
  /** Schools whose posting failed (rolled back; the next run tries again). */
  failures: { schoolId: string; error: unknown }[];
}

/**
 * Posts every plan's due periods up to `today` for every school: one transaction per school, so one
 * school's failure neither blocks nor undoes another's. Safe to run any number of times, from any
 * number of server instances at once: each student and period is charged at most once (the posting
 * key), so a run after a restart or a missed hour simply catches up.
 */
export async function postScheduledFees(db: Database, today = todayInIndia()): Promise<ScheduledRun> {
  const rows = await db
    .select({ plan: feePlan, ledgerName: ledger.name, sessionYear: ledger.sessionYear })
    .from(feePlan)
    .innerJoin(ledger, and(eq(ledger.schoolId, feePlan.schoolId), eq(ledger.id, feePlan.ledgerId)))
    .orderBy(asc(feePlan.schoolId), asc(feePlan.id));
  const bySchool = new Map<string, PlanPeriods[]>();
  for (const { plan, ledgerName, sessionYear } of rows) {
    const periods = scheduledPeriods(scheduleOf(plan), { startsOn: startsOn(plan), sessionYear, today });
    if (periods.length > 0)
      bySchool.set(plan.schoolId, [...(bySchool.get(plan.schoolId) ?? []), { plan, ledgerName, periods }]);
  }
  const run: ScheduledRun = { posted: 0, failures: [] };
  for (const [schoolId, work] of bySchool) {
    try {
      const result = await db.transaction((tx) =>
        postFeePlanCharges(tx, schoolId, FEE_PLAN_SCHEDULE_ACTOR, work, { onlyStudentsJoinedBy: true }),
      );
      run.posted += result.posted;
    } catch (error) {
      run.failures.push({ schoolId, error });
    }
  }
  return run;
}

/** The day the plan was saved, in India: the schedule charges no due date before it. */
function startsOn(plan: FeePlanRow): string {
  return todayInIndia(plan.createdAt);
}
