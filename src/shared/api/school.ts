import { z } from "zod";
import {
  ADDRESS_REQUIRED_MESSAGE,
  DIRECTOR_NAME_REQUIRED_MESSAGE,
  DUE_DAYS_MESSAGE,
  SCHOOL_NAME_REQUIRED_MESSAGE,
} from "../rules/messages";
import { phoneNumberSchema } from "../rules/phone-number";
import { upiIdSchema } from "../rules/upi-id";
import { plainText, requiredText } from "../rules/text";
import { successSchema } from "./envelope";
import { memberRoleSchema } from "./team";

/** The four fields a director fills in once, in SchoolManager, and may change on the profile. */
export const schoolDetailsSchema = z.object({
  schoolName: requiredText(120, SCHOOL_NAME_REQUIRED_MESSAGE),
  directorName: requiredText(100, DIRECTOR_NAME_REQUIRED_MESSAGE),
  contactNumber: phoneNumberSchema,
  address: requiredText(300, ADDRESS_REQUIRED_MESSAGE, { multiline: true }),
});
export type SchoolDetails = z.infer<typeof schoolDetailsSchema>;

/** A UPI ID, or empty for none (slips are then printed without a QR code). */
export const optionalUpiIdSchema = z.union([z.literal(""), upiIdSchema]);

/**
 * The set-up form: the four details and, optionally, the UPI ID that puts a QR code on every slip
 * (asked at set-up so a director need not find it on the profile later).
 */
export const schoolSetupSchema = schoolDetailsSchema.extend({ upiVpa: optionalUpiIdSchema.optional() });
export type SchoolSetup = z.input<typeof schoolSetupSchema>;

/** POST /school/add. `uid` is the documented field; when present it must be the caller's own. */
export const addSchoolBodySchema = schoolSetupSchema.extend({ uid: plainText(200).optional() });
export type AddSchoolBody = z.input<typeof addSchoolBodySchema>;

/** The profile also edits the slip settings; both are optional so the set-up form's body still fits. */
export const slipSettingsSchema = z.object({
  /** Empty clears it: slips are printed without a QR code. */
  upiVpa: optionalUpiIdSchema.optional(),
  slipDueDays: z
    .number({ error: DUE_DAYS_MESSAGE })
    .int(DUE_DAYS_MESSAGE)
    .min(0, DUE_DAYS_MESSAGE)
    .max(90, DUE_DAYS_MESSAGE)
    .optional(),
  /** Staff may close the day (count the cash); otherwise only the owner does. */
  staffMayCloseDay: z.boolean().optional(),
});

export const updateSchoolBodySchema = schoolDetailsSchema.extend(slipSettingsSchema.shape);
export type UpdateSchoolBody = z.input<typeof updateSchoolBodySchema>;

/** The school as the wire carries it: `_id` is the row id, `schoolId` the short public code. */
export const schoolSchema = z.object({
  _id: z.string(),
  schoolId: z.string(),
  schoolName: z.string(),
  directorName: z.string(),
  contactNumber: z.string(),
  address: z.string(),
  uid: z.string(),
  /** UPI ID printed as a QR code on demand slips; empty when not set. */
  upiVpa: z.string(),
  slipDueDays: z.number().int(),
  /** Staff may close the day book's day, not only the owner. */
  staffMayCloseDay: z.boolean(),
  /** The caller's role in this school: the owner who set it up, or staff who joined by invitation. */
  role: memberRoleSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type School = z.infer<typeof schoolSchema>;

export const schoolResponseSchema = successSchema(schoolSchema);
/** GET /school/uid/{uid}: `data` is null while the user has not set up a school yet. */
export const schoolLookupResponseSchema = successSchema(schoolSchema.nullable());
