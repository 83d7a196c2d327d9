import type { Transaction } from "../../db/database";
import { feeTransaction } from "../../db/schema";

// Six parameters a row; PostgreSQL takes at most 65,535 parameters in one statement.
const ROWS_PER_INSERT = 5000;

export interface DuesCharge {
  studentId: string;
  amountPaise: bigint;
  description: string;
  transactionDate: string;
}

/**
 * Writes Dues rows inside the caller's transaction and says what they came to. The one place a
 * bulk charge becomes transactions, whether "Charge fee" or a fee plan's posting made it; charges
 * of nothing (a full concession) are left out.
 */
export async function insertDues(
  tx: Transaction,
  schoolId: string,
  charges: DuesCharge[],
): Promise<{ created: number; totalPaise: bigint }> {
  const rows = charges
    .filter((charge) => charge.amountPaise > 0n)
    .map((charge) => ({ ...charge, schoolId, type: "debit" as const }));
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT)
    await tx.insert(feeTransaction).values(rows.slice(start, start + ROWS_PER_INSERT));
  return { created: rows.length, totalPaise: rows.reduce((sum, row) => sum + row.amountPaise, 0n) };
}
