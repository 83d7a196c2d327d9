import { z } from "zod";
import { amountSchema } from "../rules/amount";
import { calendarDateSchema } from "../rules/calendar-date-schema";
import { isMonth } from "../rules/fee-plan-periods";
import {
  FEE_DESCRIPTION_REQUIRED_MESSAGE,
  FEE_PLAN_DAY_MESSAGE,
  GRACE_DAYS_MESSAGE,
  LATE_FINE_CAP_MESSAGE,
  TERM_LABEL_REQUIRED_MESSAGE,
  TERMS_REQUIRED_MESSAGE,
} from "../rules/messages";
import { requiredText } from "../rules/text";
import { successSchema } from "./envelope";

export const feeScheduleKinds = ["monthly", "quarterly", "terms", "once"] as const;
export const lateFineKinds = ["fixed", "per-day"] as const;
export const MONTH_MESSAGE = "Month must look like 2025-09.";

/** A day every month has, so a monthly plan is due in February too. */
export const dayOfMonthSchema = z
  .number({ error: FEE_PLAN_DAY_MESSAGE })
  .int(FEE_PLAN_DAY_MESSAGE)
  .min(1, FEE_PLAN_DAY_MESSAGE)
  .max(28, FEE_PLAN_DAY_MESSAGE);

/** An instalment: "Term 1" due on 2025-07-10 (its period is "2025-26/T1", by its place in the list). */
export const feePlanTermSchema = z.object({
  label: requiredText(40, TERM_LABEL_REQUIRED_MESSAGE),
  dueDate: calendarDateSchema,
});

/**
 * A plan's late fine, rupees on the wire: unsettled `graceDays` after the due date, the student owes
 * `amount` once (fixed), or `amount` a day up to `cap` (per-day).
 */
export const lateFineSchema = z
  .object({
    graceDays: z
      .number({ error: GRACE_DAYS_MESSAGE })
      .int(GRACE_DAYS_MESSAGE)
      .min(0, GRACE_DAYS_MESSAGE)
      .max(365, GRACE_DAYS_MESSAGE),
    kind: z.enum(lateFineKinds),
    amount: amountSchema,
    cap: amountSchema.nullish(),
  })
  .refine((fine) => fine.kind === "fixed" || fine.cap != null, { message: LATE_FINE_CAP_MESSAGE, path: ["cap"] })
  .transform((fine) => ({ ...fine, cap: fine.kind === "fixed" ? null : (fine.cap ?? null) }));
export type LateFineInput = z.output<typeof lateFineSchema>;

const planFields = {
  description: requiredText(200, FEE_DESCRIPTION_REQUIRED_MESSAGE),
  amount: amountSchema,
  /** The head it charges; older clients leave it out and charge the school's "Other". */
  feeHeadId: z.uuid().optional(),
  lateFine: lateFineSchema.nullish(),
};

/**
 * POST /ledger/{ledgerId}/fee-plans and PUT /fee-plans/{id}: "Tuition ₹500 every month on the 5th",
 * "₹1,500 every quarter on the 10th", three terms on their dates, or "Exam fee ₹300 on 2025-09-01".
 */
export const feePlanBodySchema = z.discriminatedUnion("schedule", [
  z.object({ ...planFields, schedule: z.literal("monthly"), dayOfMonth: dayOfMonthSchema }),
  z.object({ ...planFields, schedule: z.literal("quarterly"), dayOfMonth: dayOfMonthSchema }),
  z.object({
    ...planFields,
    schedule: z.literal("terms"),
    terms: z.array(feePlanTermSchema, { error: TERMS_REQUIRED_MESSAGE }).min(1, TERMS_REQUIRED_MESSAGE).max(12),
  }),
  z.object({ ...planFields, schedule: z.literal("once"), dueDate: calendarDateSchema }),
]);
export type FeePlanBody = z.input<typeof feePlanBodySchema>;
export type FeePlanInput = z.output<typeof feePlanBodySchema>;

/** Students charged for one period of a plan ("2025-09", "2025-26/Q1", "2025-26/T2", or a one-off's date). */
export const chargedPeriodSchema = z.object({ period: z.string(), students: z.number().int() });
export type ChargedPeriod = z.infer<typeof chargedPeriodSchema>;

export const feePlanSchema = z.object({
  id: z.string(),
  ledgerId: z.string(),
  description: z.string(),
  /** Rupees per student. */
  amount: z.number(),
  feeHeadId: z.string(),
  schedule: z.enum(feeScheduleKinds),
  /** Monthly and quarterly plans: the day (1–28). */
  dayOfMonth: z.number().int().nullable(),
  /** One-off plans: the date. */
  dueDate: z.string().nullable(),
  /** Term plans: the instalments, in their order (T1, T2…). */
  terms: z.array(z.object({ label: z.string(), dueDate: z.string() })).nullable(),
  lateFine: z
    .object({
      graceDays: z.number().int(),
      kind: z.enum(lateFineKinds),
      amount: z.number(),
      cap: z.number().nullable(),
    })
    .nullable(),
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

/** POST /transactions/{chargeId}/waive-fine: the owner lets a charge's late fine go, saying why. */
export const waiveFineBodySchema = z.object({ reason: requiredText(200, "Say why the fine is waived.") });
export const waiveFineResultSchema = z.object({
  chargeId: z.string(),
  /** Rupees of fine written off: the posted fine, or what it came to today if not yet posted. */
  waived: z.number(),
});
export type WaiveFineResult = z.infer<typeof waiveFineResultSchema>;
export const waiveFineResponseSchema = successSchema(waiveFineResultSchema);
