import type { DocumentOptions } from "../document-options";
import { documentLabels } from "../labels/labels";
import { printCardSheets } from "./card-sheets";
import { studentIdCardsSchema, type StudentIdCardsInput } from "./student-id-card-schema";

/** Student_ID_Cards.pdf: a whole ledger's cards, 8 to an A4 page with cut marks. */
export async function generateStudentIdCards(data: StudentIdCardsInput, options: DocumentOptions): Promise<Uint8Array> {
  const { school, cards } = studentIdCardsSchema.parse(data);
  const content = cards.map(({ photo, ...student }) => ({ school, student, photo }));
  return printCardSheets(content, options, documentLabels(options.language).idCard.title);
}
