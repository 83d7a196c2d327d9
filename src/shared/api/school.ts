import { z } from "zod";
import { DUE_DAYS_MESSAGE } from "../rules/messages";
import { phoneNumberSchema } from "../rules/phone-number";
import { upiIdSchema } from "../rules/upi-id";
import { plainText, requiredText } from "../rules/text";
import { successSchema } from "./envelope";
import { memberRoleSchema } from "./team";

/** The four fields a director fills in once, in SchoolManager, and may change on the profile. */
export const schoolDetailsSchema = z.object({
  schoolName: requiredText(120),
  directorName: requiredText(100),
  contactNumber: phoneNumberSchema,
  address: requiredText(300, { multiline: true }),
});
export type SchoolDetails = z.infer<typeof schoolDetailsSchema>;

/** POST /school/add. `uid` is the documented field; when present it must be the caller's own. */
export const addSchoolBodySchema = schoolDetailsSchema.extend({ uid: plainText(200).optional() });
export type AddSchoolBody = z.infer<typeof addSchoolBodySchema>;

/** The profile also edits the slip settings; both are optional so the set-up form's body still fits. */
export const slipSettingsSchema = z.object({
  /** Empty clears it: slips are printed without a QR code. */
  upiVpa: z.union([z.literal(""), upiIdSchema]).optional(),
  slipDueDays: z.number({ error: DUE_DAYS_MESSAGE }).int(DUE_DAYS_MESSAGE).min(0, DUE_DAYS_MESSAGE).max(90, DUE_DAYS_MESSAGE).optional(),
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
  /** The caller's role in this school: the owner who set it up, or staff who joined by invitation. */
  role: memberRoleSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type School = z.infer<typeof schoolSchema>;

export const schoolResponseSchema = successSchema(schoolSchema);
/** GET /school/uid/{uid}: `data` is null while the user has not set up a school yet. */
export const schoolLookupResponseSchema = successSchema(schoolSchema.nullable());
