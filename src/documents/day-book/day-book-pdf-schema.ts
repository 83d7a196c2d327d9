import { z } from "zod";
import { dayBookSchema } from "@/shared/api/day-book";

/** What the day book PDF prints: the school's name and the day book exactly as GET /day-book gave it. */
export const dayBookPdfSchema = z.object({
  school: z.object({ name: z.string().trim().min(1).max(200) }),
  book: dayBookSchema,
});

export type DayBookPdfInput = z.input<typeof dayBookPdfSchema>;
export type DayBookPdf = z.output<typeof dayBookPdfSchema>;
