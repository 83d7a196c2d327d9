import { and, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { Transaction } from "../../db/database";
import { feeHead, feeTransaction, student } from "../../db/schema";
import { applyStandingConcessions, type ConcessionCategory } from "../concessions/apply-standing-concessions";
import { AlreadyChargedError } from "./already-charged-error";
import { settleStudents } from "../allocations/settle-students";

// Some twenty parameters a row; PostgreSQL takes at most 65,535 parameters in one statement.
const ROWS_PER_INSERT = 2000;

export interface DuesCharge {
  studentId: string;
  /** The fee before any concession (gross). */
  amountPaise: bigint;
  description: string;
  transactionDate: string;
  /** Absent or null: the school's "Other" head. */
  feeHeadId?: string | null;
  /** "2025-11", "2025-26/Q1"…; null for a one-off. */
  period?: string | null;
  dueDate?: string | null;
  /** The plan that posts it. */
  feePlanId?: string | null;
  /** A one-off concession (Charge fee's per-student one), taken after the standing concession. */
  oneOffConcessionPaise?: bigint;
  /** Who writes it (user id). */
  createdBy?: string | null;
}

/**
 * Students who already have a charge's head for its period: "error" refuses the whole batch (409
 * ALREADY_CHARGED naming them), "skip" leaves them out, "charge-again" charges them a second time
 * (the row is marked repeat_charge, outside the key).
 */
export type AlreadyChargedMode = "error" | "skip" | "charge-again";

export type InsertedDue = typeof feeTransaction.$inferSelect;

export interface InsertDuesResult {
  created: number;
  totalPaise: bigint;
  /** Taken off by standing concessions. */
  standingConcessionPaise: bigint;
  /** Charges left out because the student already had the head for the period ("skip"). */
  skipped: number;
  rows: InsertedDue[];
}

/**
 * Writes Dues rows inside the caller's transaction and says what they came to: the one place any
 * charge becomes transactions — a single Dues, "Charge fee", a fee plan's posting — so each gets the
 * same rules: the head (Other when none), the standing concession of that student and head, then
 * the one-off concession; a charge that comes to nothing (a 100 % concession) writes no row; and
 * "already charged" (the head-and-period key shared by plans and manual charges) per `alreadyCharged`.
 */
export async function insertDues(
  tx: Transaction,
  schoolId: string,
  charges: DuesCharge[],
  alreadyCharged: AlreadyChargedMode = "error",
  /**
   * false: the caller settles the students itself, once, after its other writes in the same
   * transaction (the scheduler's postings and fines); every other writer settles here.
   */
  settle = true,
): Promise<InsertDuesResult> {
  const otherHeadId = charges.some((c) => !c.feeHeadId) ? await otherHead(tx, schoolId) : "";
  const headed = charges.map((c) => ({ ...c, feeHeadId: c.feeHeadId || otherHeadId }));
  const repeated = await alreadyChargedKeys(tx, schoolId, headed);
  if (repeated.size > 0 && alreadyCharged === "error")
    throw new AlreadyChargedError(await namesOf(tx, schoolId, [...repeated.values()]));
  const kept = alreadyCharged === "skip" ? headed.filter((c) => !repeated.has(keyOf(c))) : headed;
  const reduced = await applyStandingConcessions(
    tx,
    schoolId,
    kept.map((c) => ({ studentId: c.studentId, feeHeadId: c.feeHeadId, grossPaise: c.amountPaise })),
  );
  let standingConcessionPaise = 0n;
  const rows = kept.flatMap((charge, index) => {
    const standing = reduced[index]!;
    standingConcessionPaise += standing.concessionPaise;
    const oneOff = charge.oneOffConcessionPaise ?? 0n;
    const net = standing.netPaise > oneOff ? standing.netPaise - oneOff : 0n;
    if (net <= 0n) return [];
    const category: ConcessionCategory | null = standing.category ?? (oneOff > 0n ? "other" : null);
    return [
      {
        schoolId,
        studentId: charge.studentId,
        type: "debit" as const,
        amountPaise: net,
        concessionPaise: charge.amountPaise - net,
        concessionCategory: category,
        description: charge.description,
        transactionDate: charge.transactionDate,
        feeHeadId: charge.feeHeadId,
        period: charge.period ?? null,
        dueDate: charge.dueDate ?? null,
        feePlanId: charge.feePlanId ?? null,
        repeatCharge: repeated.has(keyOf(charge)),
        createdBy: charge.createdBy ?? null,
      },
    ];
  });
  const inserted: InsertedDue[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const insert = tx.insert(feeTransaction).values(rows.slice(start, start + ROWS_PER_INSERT));
    // "skip" also holds against a charge of the same head and period committed since the check
    // above (a director's Charge fee while the scheduler posts): the key leaves it out, no error.
    inserted.push(...(await (alreadyCharged === "skip" ? insert.onConflictDoNothing() : insert).returning()));
  }
  // An advance already paid settles the new charges (issue 27: allocations stay true on every write).
  if (settle)
    await settleStudents(
      tx,
      schoolId,
      inserted.map((row) => row.studentId),
    );
  return {
    created: inserted.length,
    totalPaise: inserted.reduce((sum, row) => sum + row.amountPaise, 0n),
    standingConcessionPaise,
    skipped: headed.length - kept.length + (rows.length - inserted.length),
    rows: inserted,
  };
}

const keyOf = (c: { studentId: string; feeHeadId: string; period?: string | null }) =>
  `${c.studentId}|${c.feeHeadId}|${c.period}`;

/** The school's "Other" head, which a charge without a head gets (as the database's trigger would). */
async function otherHead(tx: Transaction, schoolId: string): Promise<string> {
  const [row] = await tx
    .select({ id: feeHead.id })
    .from(feeHead)
    .where(and(eq(feeHead.schoolId, schoolId), eq(feeHead.code, "other")));
  return row?.id ?? "";
}

/** The charges (with a period) whose student already has that head for that period, by key → student. */
async function alreadyChargedKeys(
  tx: Transaction,
  schoolId: string,
  charges: { studentId: string; feeHeadId: string; period?: string | null }[],
): Promise<Map<string, string>> {
  const periodic = charges.filter((c) => c.period);
  if (periodic.length === 0) return new Map();
  const existing = await tx
    .select({ studentId: feeTransaction.studentId, feeHeadId: feeTransaction.feeHeadId, period: feeTransaction.period })
    .from(feeTransaction)
    .where(
      and(
        eq(feeTransaction.schoolId, schoolId),
        eq(feeTransaction.type, "debit"),
        inArray(feeTransaction.studentId, [...new Set(periodic.map((c) => c.studentId))]),
        inArray(feeTransaction.feeHeadId, [...new Set(periodic.map((c) => c.feeHeadId))]),
        inArray(feeTransaction.period, [...new Set(periodic.map((c) => c.period!))]),
        // The rows the database's key counts (fee_transaction_head_period_key).
        isNotNull(feeTransaction.period),
        isNull(feeTransaction.fineForId),
        isNull(feeTransaction.refundNo),
        eq(feeTransaction.repeatCharge, false),
      ),
    );
  const taken = new Set(existing.map((row) => keyOf({ ...row, feeHeadId: row.feeHeadId ?? "" })));
  return new Map(periodic.filter((c) => taken.has(keyOf(c))).map((c) => [keyOf(c), c.studentId]));
}

async function namesOf(tx: Transaction, schoolId: string, studentIds: string[]) {
  const rows = await tx
    .select({ studentId: student.id, name: student.name })
    .from(student)
    .where(and(eq(student.schoolId, schoolId), inArray(student.id, [...new Set(studentIds)])))
    .orderBy(student.name);
  return rows;
}
