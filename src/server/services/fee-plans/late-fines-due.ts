import { and, eq, inArray, isNull, lt, notExists, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { fineDateOf, lateFinePaise, type LateFineRule, type Settlement } from "../../../shared/rules/late-fine";
import type { Database, Transaction } from "../../db/database";
import { feeTransaction, lateFineWaiver, paymentAllocation } from "../../db/schema";

/** Charge ids per allocation read: one parameter each, far below PostgreSQL's 65,535. */
const CHARGES_PER_READ = 5000;

export interface FineDue {
  chargeId: string;
  studentId: string;
  /** The fined charge's period and description: the fine row carries them under the Late fine head. */
  period: string | null;
  description: string;
  /** The day the fine became owed: the day after the grace. */
  fineDate: string;
  /** The fine as of the day asked, and what the posted fine row says now (null: not posted yet). */
  finePaise: bigint;
  postedPaise: bigint | null;
}

/**
 * The late fines a plan's charges owe as of `asOf` that differ from what is posted: charges past their
 * grace, not waived, whose fine row is missing or (per day) below today's figure. What each charge
 * was settled by, and when, comes from its payment allocations (cancelled payments settle nothing);
 * the figure itself from the one rule in shared/rules/late-fine.
 */
export async function lateFinesDue(
  db: Database | Transaction,
  schoolId: string,
  plan: { id: string; lateFine: LateFineRule },
  asOf: string,
  chargeIds?: string[],
): Promise<FineDue[]> {
  const rule = plan.lateFine;
  const fine = alias(feeTransaction, "fine");
  const charges = await db
    .select({
      id: feeTransaction.id,
      studentId: feeTransaction.studentId,
      amountPaise: feeTransaction.amountPaise,
      dueDate: sql<string>`coalesce(${feeTransaction.dueDate}, ${feeTransaction.transactionDate})::text`,
      period: feeTransaction.period,
      description: feeTransaction.description,
      postedPaise: fine.amountPaise,
    })
    .from(feeTransaction)
    .leftJoin(fine, and(eq(fine.schoolId, feeTransaction.schoolId), eq(fine.fineForId, feeTransaction.id)))
    .where(
      and(
        eq(feeTransaction.schoolId, schoolId),
        eq(feeTransaction.feePlanId, plan.id),
        eq(feeTransaction.type, "debit"),
        isNull(feeTransaction.fineForId),
        isNull(feeTransaction.refundNo),
        chargeIds ? inArray(feeTransaction.id, chargeIds) : undefined,
        // Past the grace by today (the date arithmetic is the database's, on dates, so exact).
        lt(
          sql`coalesce(${feeTransaction.dueDate}, ${feeTransaction.transactionDate}) + ${rule.graceDays}::int`,
          sql`${asOf}::date`,
        ),
        // A fixed fine, once posted, is final; a per-day one grows until its cap.
        rule.kind === "fixed"
          ? isNull(fine.id)
          : rule.capPaise === null
            ? undefined
            : or(isNull(fine.id), lt(fine.amountPaise, BigInt(rule.capPaise))),
        notExists(
          db
            .select({ one: sql`1` })
            .from(lateFineWaiver)
            .where(and(eq(lateFineWaiver.schoolId, schoolId), eq(lateFineWaiver.chargeId, feeTransaction.id))),
        ),
      ),
    );
  const settlements = await settlementsOf(
    db,
    schoolId,
    charges.map((c) => c.id),
  );
  return charges.flatMap((charge) => {
    const finePaise = lateFinePaise(
      { dueDate: charge.dueDate, amountPaise: charge.amountPaise, settlements: settlements.get(charge.id) ?? [] },
      rule,
      asOf,
    );
    if (finePaise === 0n || finePaise === charge.postedPaise) return [];
    return [
      {
        chargeId: charge.id,
        studentId: charge.studentId,
        period: charge.period,
        description: charge.description,
        fineDate: fineDateOf(charge.dueDate, rule),
        finePaise,
        postedPaise: charge.postedPaise,
      },
    ];
  });
}

/** Each charge's allocations with their payment's date. */
async function settlementsOf(
  db: Database | Transaction,
  schoolId: string,
  chargeIds: string[],
): Promise<Map<string, Settlement[]>> {
  const payment = alias(feeTransaction, "payment");
  const byCharge = new Map<string, Settlement[]>();
  for (let start = 0; start < chargeIds.length; start += CHARGES_PER_READ) {
    const rows = await db
      .select({
        chargeId: paymentAllocation.chargeId,
        amountPaise: paymentAllocation.amountPaise,
        on: payment.transactionDate,
      })
      .from(paymentAllocation)
      .innerJoin(
        payment,
        and(eq(payment.schoolId, paymentAllocation.schoolId), eq(payment.id, paymentAllocation.paymentId)),
      )
      .where(
        and(
          eq(paymentAllocation.schoolId, schoolId),
          inArray(paymentAllocation.chargeId, chargeIds.slice(start, start + CHARGES_PER_READ)),
          isNull(payment.cancelledAt),
        ),
      );
    for (const row of rows)
      byCharge.set(row.chargeId, [...(byCharge.get(row.chargeId) ?? []), { on: row.on, amountPaise: row.amountPaise }]);
  }
  return byCharge;
}
