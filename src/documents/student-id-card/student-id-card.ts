import type { DocumentOptions } from "../document-options";
import { printCardSheets } from "./card-sheets";
import { studentIdCardSchema, type StudentIdCardInput } from "./student-id-card-schema";

/**
 * Student_ID_Card.pdf: one student's card (school band, photo at 50 × 50 pt, the student's lines)
 * in the first place of an A4 card sheet, with cut marks, so it prints and cuts like a ledger's sheet.
 */
export async function generateStudentIdCard(data: StudentIdCardInput, options: DocumentOptions): Promise<Uint8Array> {
  const card = studentIdCardSchema.parse(data);
  return printCardSheets([card], options, card.student.name);
}
