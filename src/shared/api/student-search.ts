import { z } from "zod";
import { SEARCH_REQUIRED_MESSAGE } from "../rules/messages";
import { requiredText } from "../rules/text";

/** Results per page of the header's school-wide search: a short list to pick from, not a register. */
export const STUDENT_SEARCH_PAGE_SIZE = 10;

/** GET /students/search: `q` is part of a name, father's name, roll number or phone number. */
export const studentSearchQuerySchema = z.object({
  q: requiredText(100, SEARCH_REQUIRED_MESSAGE),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type StudentSearchQuery = z.input<typeof studentSearchQuerySchema>;

/** Enough to tell two students of the same name apart, and the ledger they are in. */
export const studentSearchResultSchema = z.object({
  _id: z.string(),
  name: z.string(),
  fatherName: z.string(),
  rollNumber: z.string(),
  phoneNumber: z.string(),
  ledgerId: z.string(),
  ledgerName: z.string(),
  sessionYear: z.string(),
});
export type StudentSearchResult = z.infer<typeof studentSearchResultSchema>;

export const studentSearchResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(studentSearchResultSchema),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
});
export type StudentSearchPage = z.infer<typeof studentSearchResponseSchema>;
