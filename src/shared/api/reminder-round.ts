import { z } from "zod";
import { defaultersQuerySchema } from "./dues";
import { successSchema } from "./envelope";

/** POST /reminder-rounds: the dues page's filter (without the page); families, not students, are reminded. */
export const startReminderRoundBodySchema = defaultersQuerySchema.omit({ page: true });
export type StartReminderRoundBody = z.input<typeof startReminderRoundBodySchema>;
export type ReminderRoundFilter = z.output<typeof startReminderRoundBodySchema>;

export const reminderRoundParams = z.object({ roundId: z.uuid() });

/** Why a family of the round gets no message. */
export const skipReasonSchema = z.enum(["paid", "claimed", "promised", "recently-reminded"]);
export type SkipReason = z.infer<typeof skipReasonSchema>;

export const reminderRoundFamilySchema = z.object({
  phone: z.string(),
  status: z.enum(["pending", "sent", "skipped"]),
  skipReason: skipReasonSchema.nullable(),
  /** Whom the message addresses (the first child's father), "" when unknown. */
  guardianName: z.string(),
  /** The owing children now, rupees. */
  children: z.array(
    z.object({ studentId: z.string(), name: z.string(), ledgerName: z.string(), outstanding: z.number() }),
  ),
  total: z.number(),
  /** The parent page, when the school has a link it can send; null otherwise. */
  link: z.string().nullable(),
});
export type ReminderRoundFamily = z.infer<typeof reminderRoundFamilySchema>;

export const reminderRoundSchema = z.object({
  id: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** The school's setting: a family reminded within this many days is skipped. */
  skipDays: z.number().int(),
  families: z.array(reminderRoundFamilySchema),
  counts: z.object({ pending: z.number().int(), sent: z.number().int(), skipped: z.number().int() }),
});
export type ReminderRound = z.infer<typeof reminderRoundSchema>;
export const reminderRoundResponseSchema = successSchema(reminderRoundSchema);
export const reminderRoundFamilyResponseSchema = successSchema(reminderRoundFamilySchema);
