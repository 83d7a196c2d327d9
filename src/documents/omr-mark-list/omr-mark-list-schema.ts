import { z } from "zod";

const text = (max: number) => z.string().trim().max(max);
const count = z.number().int().min(0);

/** One graded sheet; a sheet that could not be read has no counts and no score. */
export const markListRowSchema = z.object({
  rollNumber: text(20).default(""),
  name: text(200).default(""),
  file: text(300),
  status: z.enum(["ok", "turned", "check", "two-sheets", "markers-not-found", "other-layout", "unreadable"]),
  /** Questions whose answers a person set by hand in the preview (their reading was in doubt). */
  corrected: z.array(z.number().int().min(1)).max(1000).default([]),
  /** The roll number was typed by hand (the reader was unsure of it). */
  rollNumberCorrected: z.boolean().default(false),
  right: count.optional(),
  wrong: count.optional(),
  blank: count.optional(),
  double: count.optional(),
  score: z.number().optional(),
});

/** The mark list of one test: rows in the order to print (roll-number order, the page's job). */
export const omrMarkListSchema = z.object({
  schoolName: text(200).default(""),
  questionCount: z.number().int().min(1),
  /** Questions the key counts ("-" left out). */
  countedQuestions: z.number().int().min(0),
  marking: z.object({ right: z.number(), wrong: z.number() }),
  rows: z.array(markListRowSchema).max(5000),
});

export type OmrMarkListInput = z.input<typeof omrMarkListSchema>;
export type OmrMarkList = z.output<typeof omrMarkListSchema>;
