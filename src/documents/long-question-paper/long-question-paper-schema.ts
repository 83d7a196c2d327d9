import { z } from "zod";
import { paperHeaderSchema } from "../question-paper/paper-header-schema";

/** Add Question keeps only trimmed, non-empty text (SPEC §5). */
export const longQuestionSchema = z.string().trim().min(1).max(3000);

export const longQuestionPaperSchema = z.object({
  header: paperHeaderSchema,
  questions: z.array(longQuestionSchema).min(1).max(300),
});

export type LongQuestionPaperInput = z.input<typeof longQuestionPaperSchema>;
export type LongQuestionPaper = z.infer<typeof longQuestionPaperSchema>;
