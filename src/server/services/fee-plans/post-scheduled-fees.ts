import { and, asc, eq } from "drizzle-orm";
import { todayInIndia } from "../../../shared/rules/calendar-date";
import { scheduledPeriods } from "../../../shared/rules/fee-plan-periods";
import type { Database } from "../../db/database";
import { feePlan, ledger } from "../../db/schema";
import type { Actor } from "../activity/actor";
import { scheduleOf, type FeePlanRow } from "./fee-plan-row";
import { postFeePlanCharges, type PlanPeriods } from "./post-fee-plan-charges";
import { postLateFines, type FinedPlan } from "./post-late-fines";
import { settleStudents } from "../allocations/settle-students";

/** Who the activity log names for charges the schedule posted: no person pressed anything. */
export const FEE_PLAN_SCHEDULE_ACTOR: Actor = { userId: "system:fee-plan-schedule", email: "Fee plan schedule" };

export interface ScheduledRun {
  /** Dues rows written by this run. */
  posted: number;
  /** Late fine rows written or brought up to date by this run. */
  fined: number;
  /** Schools whose posting failed (rolled back; the next run tries again). */
  failures: { schoolId: string; error: unknown }[];
}

/**
 * Posts every plan's due periods up to `today` for every school, then the late fines its plans'
 * charges owe as of `today` (written once per charge, a per-day fine's row brought up to date): one
 * transaction per school, so one school's failure neither blocks nor undoes another's. Safe to run
 * any number of times, from any number of server instances at once: each student and period is
 * charged at most once (the posting key), each charge fined at most once (fine_for_id), so a run
 * after a restart or a missed hour simply catches up.
 */
export async function postScheduledFees(db: Database, today = todayInIndia()): Promise<ScheduledRun> {
  const rows = await db
    .select({ plan: feePlan, ledgerName: ledger.name, sessionYear: ledger.sessionYear })
    .from(feePlan)
    .innerJoin(ledger, and(eq(ledger.schoolId, feePlan.schoolId), eq(ledger.id, feePlan.ledgerId)))
    .orderBy(asc(feePlan.schoolId), asc(feePlan.id));
  const bySchool = new Map<string, { postings: PlanPeriods[]; fines: FinedPlan[] }>();
  const workOf = (schoolId: string) => {
    const work = bySchool.get(schoolId) ?? { postings: [], fines: [] };
    bySchool.set(schoolId, work);
    return work;
  };
  for (const { plan, ledgerName, sessionYear } of rows) {
    const periods = scheduledPeriods(scheduleOf(plan), { startsOn: startsOn(plan), sessionYear, today });
    if (periods.length > 0) workOf(plan.schoolId).postings.push({ plan, ledgerName, periods });
    const lateFine = plan.lateFine;
    if (lateFine) workOf(plan.schoolId).fines.push({ plan: { ...plan, lateFine }, ledgerName });
  }
  const run: ScheduledRun = { posted: 0, fined: 0, failures: [] };
  for (const [schoolId, work] of bySchool) {
    try {
      const { posted, fined } = await db.transaction(async (tx) => {
        // Fines first, on the allocations as the last run left them (settled); then the due
        // periods; then one settling of every student either touched. A period posted now has no
        // fine owed yet (its grace starts at its due date, and a caught-up period's fine follows
        // in the next run), so the fines read nothing the postings would change.
        const fines = await postLateFines(tx, schoolId, FEE_PLAN_SCHEDULE_ACTOR, work.fines, today, false);
        const postings = await postFeePlanCharges(tx, schoolId, FEE_PLAN_SCHEDULE_ACTOR, work.postings, {
          onlyStudentsJoinedBy: true,
          settle: false,
        });
        await settleStudents(tx, schoolId, [...fines.students, ...postings.studentIds]);
        return { posted: postings.posted, fined: fines.fined };
      });
      run.posted += posted;
      run.fined += fined;
    } catch (error) {
      run.failures.push({ schoolId, error });
    }
  }
  return run;
}

/** The day the plan was saved, in India: the schedule charges no monthly or quarterly due date before it. */
function startsOn(plan: FeePlanRow): string {
  return todayInIndia(plan.createdAt);
}
