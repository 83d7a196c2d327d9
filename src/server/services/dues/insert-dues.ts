import type { Transaction } from "../../db/database";
import { feeTransaction } from "../../db/schema";

// Ten parameters a row at most; PostgreSQL takes at most 65,535 parameters in one statement.
const ROWS_PER_INSERT = 5000;

export interface DuesCharge {
  studentId: string;
  amountPaise: bigint;
  description: string;
  transactionDate: string;
  /** What the charge is for; absent, the table's trigger gives it the school's Other head. */
  feeHeadId?: string;
  /** "2025-11", "2025-26/Q1", "2025-26/T1", or null for a one-off. */
  period?: string | null;
  /** When it falls due (late fines count from it); null means the transaction date. */
  dueDate?: string | null;
  /** The fee plan that posted it. */
  feePlanId?: string | null;
}

export interface InsertDuesOptions {
  /**
   * Leave out, without failing, a charge of a head and period the student already has (the unique
   * key fee_transaction_head_period_key): a plan posting skips a month charged by hand.
   */
  skipAlreadyCharged?: boolean;
}

/**
 * Writes Dues rows inside the caller's transaction and says what they came to. The one place a
 * bulk charge becomes transactions, whether "Charge fee" or a fee plan's posting made it; charges
 * of nothing (a full concession) are left out, and so are, when asked, those already charged.
 */
export async function insertDues(
  tx: Transaction,
  schoolId: string,
  charges: DuesCharge[],
  { skipAlreadyCharged = false }: InsertDuesOptions = {},
): Promise<{ created: number; totalPaise: bigint }> {
  const rows = charges
    .filter((charge) => charge.amountPaise > 0n)
    .map((charge) => ({ ...charge, schoolId, type: "debit" as const }));
  let created = 0;
  let totalPaise = 0n;
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const insert = tx.insert(feeTransaction).values(rows.slice(start, start + ROWS_PER_INSERT));
    // Counted from what was really inserted: a skipped row is neither a charge nor money.
    const written = await (skipAlreadyCharged ? insert.onConflictDoNothing() : insert).returning({
      amountPaise: feeTransaction.amountPaise,
    });
    created += written.length;
    for (const row of written) totalPaise += row.amountPaise;
  }
  return { created, totalPaise };
}
