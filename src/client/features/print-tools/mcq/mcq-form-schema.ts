import { z } from "zod";
import { mcqQuestionSchema } from "@/documents/mcq-question-paper/mcq-question-paper-schema";
import { limitedText, maxLengthOf } from "../components/limited-text";

export const OPTION_FIELDS = ["optionA", "optionB", "optionC", "optionD"] as const;

const generator = mcqQuestionSchema.shape;
const TOO_LONG = "common.errors.tooLong";
// Each option names itself when left empty ("Enter option B."), so four messages never read the same.
const option = (field: (typeof OPTION_FIELDS)[number]) =>
  limitedText(generator[field], TOO_LONG).min(1, `mcq.errors.${field}Required`);

/** SPEC §5: the question and all four options must be non-empty after trimming. */
export const mcqFormSchema = z.object({
  text: limitedText(generator.text, TOO_LONG).min(1, "mcq.errors.questionRequired"),
  optionA: option("optionA"),
  optionB: option("optionB"),
  optionC: option("optionC"),
  optionD: option("optionD"),
});

export type McqQuestion = z.infer<typeof mcqFormSchema>;

export const MCQ_LIMITS = { text: maxLengthOf(generator.text), option: maxLengthOf(generator.optionA) };

/** SPEC §3: `mcqQuestions` holds these objects as they were added. */
export const storedMcqQuestionsSchema = z.array(
  z.object({ text: z.string(), optionA: z.string(), optionB: z.string(), optionC: z.string(), optionD: z.string() }),
);

export const EMPTY_MCQ: McqQuestion = { text: "", optionA: "", optionB: "", optionC: "", optionD: "" };
