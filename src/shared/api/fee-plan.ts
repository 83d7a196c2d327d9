import { z } from "zod";
import { amountSchema } from "../rules/amount";
import { calendarDateSchema } from "../rules/calendar-date-schema";
import { isMonth } from "../rules/fee-plan-periods";
import { FEE_DESCRIPTION_REQUIRED_MESSAGE, FEE_PLAN_DAY_MESSAGE } from "../rules/messages";
import { requiredText } from "../rules/text";
import { successSchema } from "./envelope";

export const feeScheduleKinds = ["monthly", "once"] as const;
export const MONTH_MESSAGE = "Month must look like 2025-09.";

/** A day every month has, so a monthly plan is due in February too. */
export const dayOfMonthSchema = z
  .number({ error: FEE_PLAN_DAY_MESSAGE })
  .int(FEE_PLAN_DAY_MESSAGE)
  .min(1, FEE_PLAN_DAY_MESSAGE)
  .max(28, FEE_PLAN_DAY_MESSAGE);

const planFields = { description: requiredText(200, FEE_DESCRIPTION_REQUIRED_MESSAGE), amount: amountSchema };

/** POST /ledger/{ledgerId}/fee-plans: "Tuition ₹500 every month on the 5th", or "Exam fee ₹300 on 2025-09-01". */
export const feePlanBodySchema = z.discriminatedUnion("schedule", [
  z.object({ ...planFields, schedule: z.literal("monthly"), dayOfMonth: dayOfMonthSchema }),
  z.object({ ...planFields, schedule: z.literal("once"), dueDate: calendarDateSchema }),
]);
export type FeePlanBody = z.input<typeof feePlanBodySchema>;
export type FeePlanInput = z.output<typeof feePlanBodySchema>;

/** Students charged for one period of a plan ("2025-09", or the date of a one-off). */
export const chargedPeriodSchema = z.object({ period: z.string(), students: z.number().int() });
export type ChargedPeriod = z.infer<typeof chargedPeriodSchema>;

export const feePlanSchema = z.object({
  id: z.string(),
  ledgerId: z.string(),
  description: z.string(),
  /** Rupees per student. */
  amount: z.number(),
  schedule: z.enum(feeScheduleKinds),
  dayOfMonth: z.number().int().nullable(),
  dueDate: z.string().nullable(),
  createdAt: z.string(),
  /** Periods of the current session (April–March, India) already charged, oldest first. */
  chargedPeriods: z.array(chargedPeriodSchema),
});
export type FeePlan = z.infer<typeof feePlanSchema>;
export const feePlanResponseSchema = successSchema(feePlanSchema);
export const feePlanListResponseSchema = successSchema(z.array(feePlanSchema));

/** POST /ledger/{ledgerId}/fee-plans/post-due: "post this month's fees"; the month in India when absent. */
export const postDueBodySchema = z.object({
  month: z.string().trim().refine(isMonth, MONTH_MESSAGE).optional(),
});
export type PostDueBody = z.input<typeof postDueBodySchema>;

export const postDueResultSchema = z.object({
  /** Dues rows written now; students already charged for the period are not counted again. */
  posted: z.number().int(),
  /** Distinct students charged (a student can get one charge from each of several plans). */
  students: z.number().int(),
  totalRupees: z.number(),
});
export type PostDueResult = z.infer<typeof postDueResultSchema>;
export const postDueResponseSchema = successSchema(postDueResultSchema);

export const deletedIdResponseSchema = successSchema(z.object({ id: z.string() }));
