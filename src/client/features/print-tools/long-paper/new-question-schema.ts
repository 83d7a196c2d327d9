import { z } from "zod";
import { longQuestionSchema } from "@/documents/long-question-paper/long-question-paper-schema";
import { limitedText, maxLengthOf } from "../components/limited-text";

export const LONG_QUESTION_MAX_LENGTH = maxLengthOf(longQuestionSchema);

// SPEC §5: a question is added only when its trimmed text is not empty.
export const newQuestionSchema = z.object({
  text: limitedText(longQuestionSchema, "common.errors.tooLong").min(1, "longPaper.errors.questionRequired"),
});
