import { z } from "zod";
import { omrSheetSchema } from "@/documents/omr-sheet/omr-sheet-schema";

const QUESTION_COUNT_MESSAGE = "omr.errors.questionCount";

/**
 * SPEC §5: the number of questions must be present and at least 1 (and within the generator's
 * limit). An empty or non-numeric input reaches the schema as NaN and gets the same message.
 */
export const omrFormSchema = z.object({
  questionCount: z
    .number({ error: QUESTION_COUNT_MESSAGE })
    .refine((count) => omrSheetSchema.shape.questionCount.safeParse(count).success, QUESTION_COUNT_MESSAGE),
});

export type OmrFormValues = z.infer<typeof omrFormSchema>;
export const OMR_DEFAULTS: OmrFormValues = { questionCount: 50 };
