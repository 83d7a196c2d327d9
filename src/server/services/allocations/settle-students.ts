import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { settleFifo, type SettleAllocation } from "../../../shared/rules/settle-fifo";
import type { Transaction } from "../../db/database";
import { feeTransaction, paymentAllocation, student } from "../../db/schema";
import { chargeOrder } from "./charge-order";

/** Students per read: the id list is one parameter each, far below PostgreSQL's 65,535. */
const STUDENTS_PER_READ = 5000;
/** Allocations per INSERT: 5 values each. */
const ROWS_PER_INSERT = 5000;

const pairKey = (allocation: { paymentId: string; chargeId: string }) =>
  `${allocation.paymentId} ${allocation.chargeId}`;

/**
 * Re-settles the students' charges inside the caller's transaction: the automatic allocations are
 * worked out again oldest first (rules/settle-fifo), the named ones kept, and only the rows that
 * differ are written. Every write that changes a student's charges or payments calls this in its
 * own transaction (add, correct, delete, bulk dues, plan postings, imports, rollover), so the
 * allocations are always true — the statement, receipts and the 80C certificate read them as they
 * are. A cancelled payment settles nothing (its allocations, named ones too, are released); a "Carried to" entry settles like any payment or charge.
 */
export async function settleStudents(tx: Transaction, schoolId: string, studentIds: readonly string[]): Promise<void> {
  const ids = [...new Set(studentIds)].sort();
  for (let start = 0; start < ids.length; start += STUDENTS_PER_READ)
    await settleBatch(tx, schoolId, ids.slice(start, start + STUDENTS_PER_READ));
}

/** One student's re-settling: see settleStudents. */
export function settleStudent(tx: Transaction, schoolId: string, studentId: string): Promise<void> {
  return settleStudents(tx, schoolId, [studentId]);
}

async function settleBatch(tx: Transaction, schoolId: string, ids: string[]): Promise<void> {
  // Two writers of one student re-settle one after the other, each seeing the other's rows (the
  // students in id order, the same order whoever locks them).
  await tx
    .select({ id: student.id })
    .from(student)
    .where(and(eq(student.schoolId, schoolId), inArray(student.id, ids)))
    .orderBy(asc(student.id))
    .for("update");
  const rows = await tx
    .select({
      id: feeTransaction.id,
      studentId: feeTransaction.studentId,
      type: feeTransaction.type,
      amountPaise: feeTransaction.amountPaise,
      feeHeadId: feeTransaction.feeHeadId,
    })
    .from(feeTransaction)
    .where(
      and(
        eq(feeTransaction.schoolId, schoolId),
        inArray(feeTransaction.studentId, ids),
        sql`(${feeTransaction.type} = 'debit' or ${feeTransaction.cancelledAt} is null)`,
      ),
    )
    // Charges oldest first and payments as they came: the due date orders charges, the date payments.
    .orderBy(
      sql`case when ${feeTransaction.type} = 'debit' then coalesce(${feeTransaction.dueDate}, ${feeTransaction.transactionDate}) else ${feeTransaction.transactionDate} end`,
      ...chargeOrder.slice(1),
    );
  const existing = await tx
    .select({
      paymentId: paymentAllocation.paymentId,
      chargeId: paymentAllocation.chargeId,
      amountPaise: paymentAllocation.amountPaise,
      named: paymentAllocation.named,
      studentId: feeTransaction.studentId,
    })
    .from(paymentAllocation)
    .innerJoin(
      feeTransaction,
      and(eq(feeTransaction.schoolId, paymentAllocation.schoolId), eq(feeTransaction.id, paymentAllocation.paymentId)),
    )
    .where(and(eq(paymentAllocation.schoolId, schoolId), inArray(feeTransaction.studentId, ids)));

  const byStudent = new Map<string, { charges: typeof rows; payments: typeof rows; named: typeof existing }>();
  const of = (studentId: string) => {
    let entry = byStudent.get(studentId);
    if (!entry) byStudent.set(studentId, (entry = { charges: [], payments: [], named: [] }));
    return entry;
  };
  for (const row of rows) (row.type === "debit" ? of(row.studentId).charges : of(row.studentId).payments).push(row);
  for (const allocation of existing) if (allocation.named) of(allocation.studentId).named.push(allocation);
  const wanted = new Map<string, SettleAllocation>();
  for (const { charges, payments, named } of byStudent.values()) {
    if (payments.length === 0 && named.length === 0) continue;
    for (const allocation of settleFifo(charges, payments, named)) wanted.set(pairKey(allocation), allocation);
  }
  const heads = new Map(rows.map((row) => [row.id, row.feeHeadId]));
  await writeDifference(tx, schoolId, existing, wanted, heads);
}

/** Deletes the rows no longer wanted or changed, inserts the new and changed: most re-settles write nothing. */
async function writeDifference(
  tx: Transaction,
  schoolId: string,
  existing: readonly SettleAllocation[],
  wanted: ReadonlyMap<string, SettleAllocation>,
  heads: ReadonlyMap<string, string | null>,
): Promise<void> {
  const stale: SettleAllocation[] = [];
  const unchanged = new Set<string>();
  for (const row of existing) {
    const want = wanted.get(pairKey(row));
    if (want && want.amountPaise === row.amountPaise && want.named === row.named) unchanged.add(pairKey(row));
    else stale.push(row);
  }
  for (let start = 0; start < stale.length; start += ROWS_PER_INSERT) {
    const pairs = stale
      .slice(start, start + ROWS_PER_INSERT)
      .map((row) => sql`(${row.paymentId}::uuid, ${row.chargeId}::uuid)`);
    await tx.execute(sql`delete from payment_allocation
      where school_id = ${schoolId} and (payment_id, charge_id) in (${sql.join(pairs, sql`, `)})`);
  }
  const fresh = [...wanted.values()]
    .filter((allocation) => !unchanged.has(pairKey(allocation)))
    // Every charge is a Dues row, and a Dues row has a head (fee_transaction_dues_have_head).
    .map((allocation) => ({ ...allocation, schoolId, feeHeadId: heads.get(allocation.chargeId)! }));
  for (let start = 0; start < fresh.length; start += ROWS_PER_INSERT)
    await tx.insert(paymentAllocation).values(fresh.slice(start, start + ROWS_PER_INSERT));
}
