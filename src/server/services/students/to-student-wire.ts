import type { InferSelectModel } from "drizzle-orm";
import type { Student } from "../../../shared/api/student";
import type { student } from "../../db/schema";

export type StudentRow = InferSelectModel<typeof student>;

export function toStudentWire(row: StudentRow, transactionCount: number): Student {
  return {
    _id: row.id,
    name: row.name,
    fatherName: row.fatherName,
    motherName: row.motherName,
    dateOfBirth: row.dateOfBirth ?? "",
    rollNumber: row.rollNumber,
    phoneNumber: row.phoneNumber,
    address: row.address,
    ledgerOwnerId: row.ledgerId,
    schoolOwnerId: row.schoolId,
    transactionCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
