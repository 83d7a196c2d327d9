import { and, asc, eq, notExists, sql } from "drizzle-orm";
import { paiseToRupees } from "../../../shared/money";
import { chargePeriodOf, monthOfPeriod, type FeePeriod } from "../../../shared/rules/fee-plan-periods";
import type { Transaction } from "../../db/database";
import { feePlan, feePlanPosting, student } from "../../db/schema";
import type { Actor } from "../activity/actor";
import { recordActivity } from "../activity/record-activity";
import { settleStudents } from "../allocations/settle-students";
import { insertDues } from "../dues/insert-dues";
import { scheduleOf, type FeePlanRow } from "./fee-plan-row";
import { activityText } from "../../../shared/rules/activity-texts";

export interface PlanPeriods {
  plan: FeePlanRow;
  ledgerName: string;
  periods: FeePeriod[];
}

export interface PostingOptions {
  /**
   * The schedule charges a student only for periods from the month they joined the ledger on (a
   * student added in November is not billed for September); a director posting by hand charges
   * every student of the ledger.
   */
  onlyStudentsJoinedBy: boolean;
  /**
   * false: the caller settles the charged students (`studentIds`) itself, once, after its other
   * writes in the same transaction; otherwise they are settled here, once for all plans and periods.
   */
  settle?: boolean;
}

export interface PostingResult {
  /** Dues rows written (a student with a 100 % concession, or charged by hand already, gets none). */
  posted: number;
  /** Distinct students charged. */
  students: number;
  studentIds: string[];
  totalPaise: bigint;
}

/**
 * Posts the given periods of the given plans inside the caller's transaction, each student at most
 * once per plan and period: the posting rows are claimed with ON CONFLICT DO NOTHING and Dues are
 * written only for the rows this transaction actually inserted. A claimed student who already has
 * the plan's head for the period (charged by hand, or by another plan) gets no second row, and one
 * whose standing concession covers it all gets none either: the claim still stands, so neither is
 * asked again. A concurrent poster of the same period waits on the key until this transaction
 * ends, then inserts nothing. Work is done in plan
 * and period order (students by id), so two posters take their locks in the same order and never
 * deadlock. One activity entry per plan that charged anyone.
 */
export async function postFeePlanCharges(
  tx: Transaction,
  schoolId: string,
  actor: Actor,
  work: PlanPeriods[],
  options: PostingOptions,
): Promise<PostingResult> {
  const result: PostingResult = { posted: 0, students: 0, studentIds: [], totalPaise: 0n };
  const charged = new Set<string>();
  for (const { plan, ledgerName, periods } of [...work].sort((a, b) => a.plan.id.localeCompare(b.plan.id))) {
    let planPosted = 0;
    let planPaise = 0n;
    const postedPeriods: string[] = [];
    for (const period of [...periods].sort((a, b) => a.period.localeCompare(b.period))) {
      const claimed = await claimPostings(tx, schoolId, plan.id, period, options);
      const dues = await insertDues(
        tx,
        schoolId,
        claimed.map(({ studentId }) => ({
          studentId,
          amountPaise: plan.amountPaise,
          description: chargeDescription(plan, period),
          transactionDate: period.dueDate,
          feeHeadId: plan.feeHeadId,
          period: chargePeriodOf(scheduleOf(plan), period),
          dueDate: period.dueDate,
          feePlanId: plan.id,
        })),
        "skip",
        false,
      );
      if (dues.created === 0) continue;
      for (const row of dues.rows) charged.add(row.studentId);
      planPosted += dues.created;
      planPaise += dues.totalPaise;
      postedPeriods.push(period.period);
    }
    if (planPosted === 0) continue;
    result.posted += planPosted;
    result.totalPaise += planPaise;
    await recordActivity(tx, schoolId, actor, {
      action: "create",
      entity: "transaction",
      // Like a bulk charge, the entry points at the ledger charged.
      entityId: plan.ledgerId,
      text: activityText("feePlanPosted", {
        plan: plan.description,
        periods: postedPeriods.join(", "),
        students: planPosted,
        ledger: ledgerName,
        total: paiseToRupees(planPaise),
      }),
    });
  }
  result.students = charged.size;
  result.studentIds = [...charged];
  // Advances already paid settle the new charges: once for every plan and period posted.
  if (options.settle !== false) await settleStudents(tx, schoolId, result.studentIds);
  return result;
}

/**
 * Inserts the posting rows of one plan and period for the ledger's students not yet charged for it
 * and returns only the rows inserted. The plan is joined in the same statement, so a plan deleted
 * a moment ago claims nobody. (NOT EXISTS skips the students charged long ago cheaply; the primary
 * key and ON CONFLICT are what make it safe against a concurrent poster.)
 */
function claimPostings(
  tx: Transaction,
  schoolId: string,
  planId: string,
  { period, dueDate }: FeePeriod,
  options: PostingOptions,
) {
  const joined = options.onlyStudentsJoinedBy
    ? sql`to_char(${student.createdAt} at time zone 'Asia/Kolkata', 'YYYY-MM') <= ${monthOfPeriod(dueDate)}`
    : undefined;
  const alreadyPosted = tx
    .select({ one: sql`1` })
    .from(feePlanPosting)
    .where(
      and(
        eq(feePlanPosting.schoolId, student.schoolId),
        eq(feePlanPosting.feePlanId, feePlan.id),
        eq(feePlanPosting.studentId, student.id),
        eq(feePlanPosting.period, period),
      ),
    );
  return tx
    .insert(feePlanPosting)
    .select(
      tx
        .select({
          schoolId: student.schoolId,
          feePlanId: feePlan.id,
          studentId: student.id,
          period: sql<string>`${period}::text`.as("period"),
          postedAt: sql<Date>`now()`.as("posted_at"),
        })
        .from(student)
        .innerJoin(feePlan, and(eq(feePlan.schoolId, student.schoolId), eq(feePlan.ledgerId, student.ledgerId)))
        .where(and(eq(student.schoolId, schoolId), eq(feePlan.id, planId), joined, notExists(alreadyPosted)))
        .orderBy(asc(student.id)),
    )
    .onConflictDoNothing()
    .returning({ studentId: feePlanPosting.studentId });
}

/**
 * "Tuition (2025-11)", "Tuition (2025-26/Q1)", "Tuition (Term 1)"; a one-off keeps its plain name.
 * The stored text keeps the period's key, not "Nov 2025": a description is shown as stored, and an
 * English month name would reach a Hindi page; slips and receipts name the period from `period`
 * in the reader's language.
 */
function chargeDescription(plan: FeePlanRow, { period }: FeePeriod): string {
  if (plan.schedule === "once") return plan.description;
  // "2025-26/T2" is the second term listed.
  const term = plan.schedule === "terms" ? plan.terms?.[Number(period.split("/T")[1]) - 1]?.label : undefined;
  return `${plan.description} (${term ?? period})`;
}
