import type { z } from "zod";
import type { addStudentBodySchema, Student } from "../../../shared/api/student";
import { todayInIndia } from "../../../shared/rules/calendar-date";
import { rupeesToPaise } from "../../../shared/money";
import { SYSTEM_TEXT_CODES } from "../../../shared/rules/system-texts";
import type { Database } from "../../db/database";
import { feeTransaction, student } from "../../db/schema";
import type { Actor } from "../activity/actor";
import { recordActivity } from "../activity/record-activity";
import { requireOwnLedger } from "../ledgers/require-own-ledger";
import { allocateStudentSerials } from "./allocate-student-serials";
import { getStudent } from "./get-student";
import { settleStudent } from "../allocations/settle-students";
import { activityText } from "../../../shared/rules/activity-texts";

export type NewStudent = Omit<z.output<typeof addStudentBodySchema>, "ledgerOwnerId" | "schoolOwnerId">;

/** Adds a student; a positive initial course fee becomes its first Dues, in the same transaction. */
export async function createStudent(
  db: Database,
  schoolId: string,
  actor: Actor,
  ledgerId: string,
  fields: NewStudent,
): Promise<Student> {
  const ledgerRow = await requireOwnLedger(db, schoolId, ledgerId);
  const { initialCourseFee, ...details } = fields;
  return db.transaction(async (tx) => {
    const serial = await allocateStudentSerials(tx, schoolId, 1);
    const [row] = await tx
      .insert(student)
      .values({ ...details, dateOfBirth: details.dateOfBirth || null, schoolId, ledgerId, serial })
      .returning({ id: student.id });
    const hasFee = Boolean(initialCourseFee && initialCourseFee > 0);
    if (hasFee) {
      await tx.insert(feeTransaction).values({
        schoolId,
        studentId: row!.id,
        amountPaise: rupeesToPaise(initialCourseFee!),
        description: SYSTEM_TEXT_CODES.initialCourseFee,
        type: "debit",
        transactionDate: todayInIndia(),
      });
      // Nothing is paid yet, but every write that adds a charge re-settles (one rule, no exceptions).
      await settleStudent(tx, schoolId, row!.id);
    }
    await recordActivity(tx, schoolId, actor, {
      action: "create",
      entity: "student",
      entityId: row!.id,
      studentId: row!.id,
      text: activityText("studentCreated", {
        student: details.name,
        ledger: ledgerRow.name,
        fee: hasFee ? initialCourseFee! : 0,
      }),
    });
    return getStudent(tx, schoolId, row!.id);
  });
}
