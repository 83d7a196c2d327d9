import { z } from "zod";

/** A date from the browser's date input, or empty to print none. */
export const optionalIsoDateSchema = z.union([z.iso.date(), z.literal("")]);

/** The header fields of both question papers; values print as typed ('Class: 10th'). */
export const paperHeaderSchema = z.object({
  schoolName: z.string().trim().min(1).max(120),
  className: z.string().trim().max(60),
  subject: z.string().trim().max(60),
  fullMarks: z.string().trim().max(40),
  date: z.string().trim().pipe(optionalIsoDateSchema),
});

export type PaperHeader = z.infer<typeof paperHeaderSchema>;
