import type { z } from "zod";
import type { addStudentBodySchema, Student } from "../../../shared/api/student";
import { todayInIndia } from "../../../shared/rules/calendar-date";
import { rupeesToPaise } from "../../../shared/money";
import type { Database } from "../../db/database";
import { feeTransaction, student } from "../../db/schema";
import { requireOwnLedger } from "../ledgers/require-own-ledger";
import { allocateStudentSerials } from "./allocate-student-serials";
import { getStudent } from "./get-student";

export type NewStudent = Omit<z.output<typeof addStudentBodySchema>, "ledgerOwnerId" | "schoolOwnerId">;

export const INITIAL_FEE_DESCRIPTION = "Initial course fee";

/** Adds a student; a positive initial course fee becomes its first Dues, in the same transaction. */
export async function createStudent(db: Database, schoolId: string, ledgerId: string, fields: NewStudent): Promise<Student> {
  await requireOwnLedger(db, schoolId, ledgerId);
  const { initialCourseFee, ...details } = fields;
  return db.transaction(async (tx) => {
    const serial = await allocateStudentSerials(tx, schoolId, 1);
    const [row] = await tx
      .insert(student)
      .values({ ...details, dateOfBirth: details.dateOfBirth || null, schoolId, ledgerId, serial })
      .returning({ id: student.id });
    if (initialCourseFee && initialCourseFee > 0) {
      await tx.insert(feeTransaction).values({
        schoolId,
        studentId: row!.id,
        amountPaise: rupeesToPaise(initialCourseFee),
        description: INITIAL_FEE_DESCRIPTION,
        type: "debit",
        transactionDate: todayInIndia(),
      });
    }
    return getStudent(tx, schoolId, row!.id);
  });
}
