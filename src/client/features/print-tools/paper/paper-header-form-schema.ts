import { z } from "zod";
import { paperHeaderSchema } from "@/documents/question-paper/paper-header-schema";
import { limitedText, maxLengthOf } from "../components/limited-text";

const generator = paperHeaderSchema.shape;
const TOO_LONG = "common.errors.tooLong";

/** The inputs' own maxLength, from the generator's limits. */
export const PAPER_HEADER_LIMITS = {
  schoolName: maxLengthOf(generator.schoolName),
  className: maxLengthOf(generator.className),
  subject: maxLengthOf(generator.subject),
  fullMarks: maxLengthOf(generator.fullMarks),
};

/** The header fields of both question papers, with messages (translation keys) for the form. */
export const paperHeaderFormSchema = z.object({
  schoolName: limitedText(generator.schoolName, TOO_LONG).min(1, "common.errors.schoolNameRequired"),
  className: limitedText(generator.className, TOO_LONG),
  subject: limitedText(generator.subject, TOO_LONG),
  fullMarks: limitedText(generator.fullMarks, TOO_LONG),
  date: z.string().refine((value) => generator.date.safeParse(value).success, "common.errors.date"),
});

export type PaperHeaderFormValues = z.infer<typeof paperHeaderFormSchema>;
