import { z } from "zod";
import { phoneNumberSchema } from "../rules/phone-number";
import { calendarDateSchema } from "../rules/calendar-date-schema";
import { optionalText } from "../rules/text";
import { successSchema } from "./envelope";

/** A family is named by its guardian phone number (ten digits, "+91 98765-43210" accepted). */
export const familyPhoneParams = z.object({ phone: phoneNumberSchema });

/** POST /families/{phone}/promise: the family says it will pay by `date` (today or later). */
export const familyPromiseBodySchema = z.object({
  date: calendarDateSchema,
  note: optionalText(200).default(""),
});
export type FamilyPromiseBody = z.input<typeof familyPromiseBodySchema>;

export const familyPromiseSchema = z.object({ phone: z.string(), date: z.string(), note: z.string() });
export type FamilyPromise = z.infer<typeof familyPromiseSchema>;
export const familyPromiseResponseSchema = successSchema(familyPromiseSchema);

/**
 * GET /dues/promises: families whose promised date has not passed, what they owe (rupees), and the
 * latest promised date ("promised by 5 Dec: ₹12,400 from 9 families").
 */
export const promisesSummarySchema = z.object({
  families: z.number().int(),
  outstanding: z.number(),
  /** The latest promised date among them; null when none. */
  by: z.string().nullable(),
  promises: z.array(
    z.object({
      phone: z.string(),
      date: z.string(),
      note: z.string(),
      names: z.array(z.string()),
      outstanding: z.number(),
    }),
  ),
});
export type PromisesSummary = z.infer<typeof promisesSummarySchema>;
export const promisesSummaryResponseSchema = successSchema(promisesSummarySchema);
