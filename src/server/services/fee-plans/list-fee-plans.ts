import { and, asc, count, eq, gte, inArray, lt } from "drizzle-orm";
import type { ChargedPeriod, FeePlan } from "../../../shared/api/fee-plan";
import { todayInIndia } from "../../../shared/rules/calendar-date";
import { sessionPeriodBounds } from "../../../shared/rules/fee-plan-periods";
import { sessionYearOf } from "../../../shared/rules/session-year";
import type { Database } from "../../db/database";
import { feePlan, feePlanPosting } from "../../db/schema";
import { requireOwnLedger } from "../ledgers/require-own-ledger";
import { toFeePlanWire } from "./fee-plan-row";

/** A ledger's fee plans, oldest first, each with the periods of the current session already charged. */
export async function listFeePlans(
  db: Database,
  schoolId: string,
  ledgerId: string,
  today = todayInIndia(),
): Promise<FeePlan[]> {
  await requireOwnLedger(db, schoolId, ledgerId);
  const plans = await db
    .select()
    .from(feePlan)
    .where(and(eq(feePlan.schoolId, schoolId), eq(feePlan.ledgerId, ledgerId)))
    .orderBy(asc(feePlan.createdAt), asc(feePlan.id));
  if (plans.length === 0) return [];
  const { from, before } = sessionPeriodBounds(sessionYearOf(today));
  const counts = await db
    .select({ feePlanId: feePlanPosting.feePlanId, period: feePlanPosting.period, students: count() })
    .from(feePlanPosting)
    .where(
      and(
        eq(feePlanPosting.schoolId, schoolId),
        inArray(
          feePlanPosting.feePlanId,
          plans.map((plan) => plan.id),
        ),
        gte(feePlanPosting.period, from),
        lt(feePlanPosting.period, before),
      ),
    )
    .groupBy(feePlanPosting.feePlanId, feePlanPosting.period)
    .orderBy(asc(feePlanPosting.period));
  const byPlan = new Map<string, ChargedPeriod[]>();
  for (const { feePlanId, period, students } of counts)
    byPlan.set(feePlanId, [...(byPlan.get(feePlanId) ?? []), { period, students }]);
  return plans.map((plan) => toFeePlanWire(plan, byPlan.get(plan.id) ?? []));
}
