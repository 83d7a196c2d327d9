import type { Ledger } from "@/shared/api/ledger";
import type { Student } from "@/shared/api/student";
import type { IdCardFormValues } from "./id-card-form-schema";

/** A card's lines from a student's record; the class and session come from the student's ledger. */
export function cardValuesFromStudent(student: Student, ledger: Ledger | undefined): IdCardFormValues {
  return {
    filledFrom: student._id,
    name: student.name,
    sessionYear: ledger?.sessionYear ?? "",
    fatherName: student.fatherName,
    motherName: student.motherName,
    className: ledger?.className ?? "",
    rollNumber: student.rollNumber,
    dateOfBirth: student.dateOfBirth,
    phoneNumber: student.phoneNumber,
    address: student.address,
  };
}
