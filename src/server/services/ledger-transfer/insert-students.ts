import type { z } from "zod";
import type { studentFieldsSchema } from "../../../shared/api/student";
import type { Transaction } from "../../db/database";
import { feeTransaction, student } from "../../db/schema";
import { allocateStudentSerials } from "../students/allocate-student-serials";
import { settleStudents } from "../allocations/settle-students";

export interface StudentWithEntries {
  fields: z.output<typeof studentFieldsSchema>;
  /** Transactions the student starts with (an opening or carried balance). */
  opening: { type: "debit" | "credit"; amountPaise: bigint; description: string; transactionDate: string }[];
  /** On rollover: the old ledger's student this one continues (decision 0042). */
  rolledFromStudentId?: string;
}

/** Rows per INSERT: 500 students × 11 values stays far below PostgreSQL's 65,535 parameters. */
const BATCH = 500;

/**
 * Many students and their first transactions in a few multi-row INSERTs inside the caller's
 * transaction: serials are reserved once for all, and the kept-count triggers run once per statement.
 * Returns the new students' ids in the order given.
 */
export async function insertStudents(
  tx: Transaction,
  schoolId: string,
  ledgerId: string,
  students: readonly StudentWithEntries[],
): Promise<string[]> {
  if (students.length === 0) return [];
  const firstSerial = await allocateStudentSerials(tx, schoolId, students.length);
  const idBySerial = new Map<number, string>();
  for (let start = 0; start < students.length; start += BATCH) {
    const inserted = await tx
      .insert(student)
      .values(
        students.slice(start, start + BATCH).map(({ fields, rolledFromStudentId }, offset) => ({
          ...fields,
          rolledFromStudentId,
          dateOfBirth: fields.dateOfBirth || null,
          schoolId,
          ledgerId,
          serial: firstSerial + start + offset,
        })),
      )
      .returning({ id: student.id, serial: student.serial });
    for (const row of inserted) idBySerial.set(row.serial, row.id);
  }
  const entries = students.flatMap(({ opening }, index) =>
    opening.map((entry) => ({ ...entry, schoolId, studentId: idBySerial.get(firstSerial + index)! })),
  );
  for (let start = 0; start < entries.length; start += BATCH) {
    await tx.insert(feeTransaction).values(entries.slice(start, start + BATCH));
  }
  // An opening balance and an advance are a charge and a payment like any other.
  await settleStudents(
    tx,
    schoolId,
    entries.map((entry) => entry.studentId),
  );
  return students.map((_, index) => idBySerial.get(firstSerial + index)!);
}
