import type {
  IdCardSchool,
  IdCardStudent,
  StudentIdCardInput,
} from "@/documents/student-id-card/student-id-card-schema";
import type { Ledger } from "@/shared/api/ledger";
import type { School } from "@/shared/api/school";
import type { Student } from "@/shared/api/student";
import type { IdCardFormValues } from "./id-card-form-schema";
import { cardValuesFromStudent } from "./student-card-values";

/** The school band of every card: the set-up school's name and contact number. */
export function cardSchool(school: School): IdCardSchool {
  return { name: school.schoolName, contact: school.contactNumber };
}

/** Student_ID_Card.pdf's input: the form's lines, the cropped photo (a JPEG data URL) and the school. */
export function idCardFromForm(
  { filledFrom: _source, ...student }: IdCardFormValues,
  photo: string | null,
  school: School | null,
): StudentIdCardInput {
  return { school: school ? cardSchool(school) : undefined, student, photo: photo ?? undefined };
}

/** One card of a whole ledger's sheet. */
export function cardFromStudent(student: Student, ledger: Ledger): IdCardStudent {
  const { filledFrom: _source, ...card } = cardValuesFromStudent(student, ledger);
  return card;
}
