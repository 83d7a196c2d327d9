import { z } from "zod";
import { paperHeaderSchema } from "../question-paper/paper-header-schema";

const text = (max: number) => z.string().trim().min(1).max(max);

/** SPEC §5: the question and all four options are non-empty after trimming. */
export const mcqQuestionSchema = z.object({
  text: text(2000),
  optionA: text(500),
  optionB: text(500),
  optionC: text(500),
  optionD: text(500),
});

export const mcqQuestionPaperSchema = z.object({
  header: paperHeaderSchema,
  questions: z.array(mcqQuestionSchema).min(1).max(300),
});

export type McqQuestion = z.infer<typeof mcqQuestionSchema>;
export type McqQuestionPaperInput = z.input<typeof mcqQuestionPaperSchema>;
export type McqQuestionPaper = z.infer<typeof mcqQuestionPaperSchema>;
