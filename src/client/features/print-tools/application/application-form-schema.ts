import { z } from "zod";
import { applicationLetterSchema } from "@/documents/application-letter/application-letter-schema";
import { todayIsoDate } from "@/documents/dates";
import { limitedText, maxLengthOf } from "../components/limited-text";

const generator = applicationLetterSchema.shape;
type Field = keyof typeof generator;
const TOO_LONG = "common.errors.tooLong";
// Each required field names itself when left empty ("Enter the subject."), never one shared line.
const required = (field: Field) =>
  limitedText(generator[field], TOO_LONG).min(1, `application.errors.${field}Required`);
const optional = (field: Field) => limitedText(generator[field], TOO_LONG);

/** The generator's rules with the form's messages: recipient, subject, body and sender are required. */
export const applicationFormSchema = z.object({
  recipient: required("recipient"),
  designation: optional("designation"),
  organisation: optional("organisation"),
  date: optional("date"),
  subject: required("subject"),
  body: required("body"),
  senderName: required("senderName"),
  senderDesignation: optional("senderDesignation"),
});

export type ApplicationFormValues = z.infer<typeof applicationFormSchema>;

/** The inputs' own maxLength, from the generator's limits. */
export const maxLengthOfField = (field: Field) => maxLengthOf(generator[field]);

/** A new letter: dated today, from `sender` (the school's director, when the school is known). */
export function applicationDefaults(
  sender: Pick<ApplicationFormValues, "senderName" | "senderDesignation"> = { senderName: "", senderDesignation: "" },
): ApplicationFormValues {
  return { recipient: "", designation: "", organisation: "", date: todayIsoDate(), subject: "", body: "", ...sender };
}
