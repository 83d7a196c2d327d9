import { z } from "zod";
import { mcqQuestionSchema } from "@/documents/mcq-question-paper/mcq-question-paper-schema";
import { limitedText, maxLengthOf } from "../components/limited-text";

export const OPTION_FIELDS = ["optionA", "optionB", "optionC", "optionD"] as const;

const generator = mcqQuestionSchema.shape;
const TOO_LONG = "common.errors.tooLong";
const option = (field: z.ZodType) => limitedText(field, TOO_LONG).min(1, "mcq.errors.optionRequired");

/** SPEC §5: the question and all four options must be non-empty after trimming. */
export const mcqFormSchema = z.object({
  text: limitedText(generator.text, TOO_LONG).min(1, "mcq.errors.questionRequired"),
  optionA: option(generator.optionA),
  optionB: option(generator.optionB),
  optionC: option(generator.optionC),
  optionD: option(generator.optionD),
});

export type McqQuestion = z.infer<typeof mcqFormSchema>;

export const MCQ_LIMITS = { text: maxLengthOf(generator.text), option: maxLengthOf(generator.optionA) };

/** SPEC §3: `mcqQuestions` holds these objects as they were added. */
export const storedMcqQuestionsSchema = z.array(
  z.object({ text: z.string(), optionA: z.string(), optionB: z.string(), optionC: z.string(), optionD: z.string() }),
);

export const EMPTY_MCQ: McqQuestion = { text: "", optionA: "", optionB: "", optionC: "", optionD: "" };
