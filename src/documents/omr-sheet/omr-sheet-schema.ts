import { z } from "zod";

/** SPEC §9: 4 columns of at most 45 questions make a page; more questions flow onto further pages. */
export const OMR_COLUMNS = 4;
export const OMR_QUESTIONS_PER_COLUMN = 45;
export const OMR_QUESTIONS_PER_PAGE = OMR_COLUMNS * OMR_QUESTIONS_PER_COLUMN;
/** A scanner re-aligns on every block, so a bent sheet still reads; 15 keeps a block within a hand-span. */
export const OMR_QUESTIONS_PER_BLOCK = 15;
/** Generous for any school test, small enough that the PDF stays quick to make (6 pages). */
export const OMR_MAX_QUESTIONS = 1000;
export const OMR_OPTIONS = ["A", "B", "C", "D"] as const;
export type OmrOption = (typeof OMR_OPTIONS)[number];

/** SPEC §5: the number of questions is present and at least 1. */
export const omrSheetSchema = z.object({
  questionCount: z.number().int().min(1).max(OMR_MAX_QUESTIONS),
});

export type OmrSheetInput = z.input<typeof omrSheetSchema>;
export type OmrSheet = z.infer<typeof omrSheetSchema>;
