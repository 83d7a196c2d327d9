import { z } from "zod";

const required = (max: number) => z.string().trim().min(1).max(max);
const optional = (max: number) => z.string().trim().max(max).default("");

/** Who the letter is to, what it is about, its body and who sends it are needed; the rest may be blank. */
export const applicationLetterSchema = z.object({
  recipient: required(120),
  designation: optional(120),
  organisation: optional(200),
  /** The browser's YYYY-MM-DD (printed DD-MM-YYYY), anything else as typed, or blank for no date line. */
  date: optional(40),
  subject: required(200),
  body: required(10000),
  senderName: required(120),
  senderDesignation: optional(120),
});

export type ApplicationLetterInput = z.input<typeof applicationLetterSchema>;
export type ApplicationLetter = z.infer<typeof applicationLetterSchema>;
