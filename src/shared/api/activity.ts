import { z } from "zod";
import { userIdSchema } from "./team";
import { successSchema } from "./envelope";

/** Entries per page of GET /activity. */
export const ACTIVITY_PAGE_SIZE = 50;

export const activityActions = ["create", "update", "delete", "purchase", "spend"] as const;
export const activityEntities = [
  "school",
  "ledger",
  "student",
  "transaction",
  "member",
  "invitation",
  "wallet",
  "fee_plan",
] as const;

export const activityEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  userId: z.string(),
  email: z.string(),
  /** The person's name, or their e-mail when they have none. */
  who: z.string(),
  action: z.enum(activityActions),
  entity: z.enum(activityEntities),
  entityId: z.string(),
  /** The entry's words as a code of shared/rules/activity-texts.ts; null for old rows, shown by `summary`. */
  code: z.string().nullable(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  summary: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;
export type ActivityAction = ActivityEntry["action"];
export type ActivityEntity = ActivityEntry["entity"];

export const activityQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  userId: userIdSchema.optional(),
  studentId: z.uuid().optional(),
});
export type ActivityQuery = z.input<typeof activityQuerySchema>;

/** Newest first; `currentPage`/`totalPages` as on the student list. */
export const activityPageResponseSchema = successSchema(z.array(activityEntrySchema)).extend({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
});
export type ActivityPage = z.infer<typeof activityPageResponseSchema>;
