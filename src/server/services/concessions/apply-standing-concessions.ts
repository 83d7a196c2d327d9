import { and, eq, inArray } from "drizzle-orm";
import { applyConcession, type ConcessionRule } from "../../../shared/rules/concession";
import type { Transaction } from "../../db/database";
import { studentConcession } from "../../db/schema";

export type ConcessionCategory = (typeof studentConcession.$inferSelect)["category"];

export interface ChargeBeforeConcession {
  studentId: string;
  feeHeadId: string;
  grossPaise: bigint;
}

export interface ChargeAfterConcession {
  concessionPaise: bigint;
  netPaise: bigint;
  category: ConcessionCategory | null;
}

/**
 * Each charge less its student's standing concession for its head (one query for the whole batch).
 * The one place standing concessions are applied: insertDues calls it for every writer — a single
 * Dues, Charge fee, and fee-plan postings — so no charge path can forget it. The arithmetic is the
 * pure rule shared/rules/concession.ts (exact paise, a per cent rounded to the paisa half-up).
 */
export async function applyStandingConcessions(
  tx: Transaction,
  schoolId: string,
  charges: ChargeBeforeConcession[],
): Promise<ChargeAfterConcession[]> {
  if (charges.length === 0) return [];
  const heads = [...new Set(charges.map((c) => c.feeHeadId))];
  const students = [...new Set(charges.map((c) => c.studentId))];
  const rows = await tx
    .select()
    .from(studentConcession)
    .where(
      and(
        eq(studentConcession.schoolId, schoolId),
        inArray(studentConcession.feeHeadId, heads),
        // A whole ledger is a few thousand ids at most (the Charge fee body's cap is 5,000).
        inArray(studentConcession.studentId, students),
      ),
    );
  const byKey = new Map(rows.map((row) => [`${row.studentId}:${row.feeHeadId}`, row]));
  return charges.map((charge) => {
    const row = byKey.get(`${charge.studentId}:${charge.feeHeadId}`);
    const rule: ConcessionRule | undefined = !row
      ? undefined
      : row.kind === "amount"
        ? { kind: "amount", amountPaise: row.amountPaise ?? 0n }
        : { kind: "percent", percent: row.percent ?? "0" };
    const { concessionPaise, netPaise } = applyConcession(charge.grossPaise, rule);
    return { concessionPaise, netPaise, category: row && concessionPaise > 0n ? row.category : null };
  });
}
