import { z } from "zod";
import { phoneNumberSchema } from "../rules/phone-number";
import { requiredText } from "../rules/text";
import { successSchema } from "./envelope";

/** The four fields a director fills in once, in SchoolManager, and may change on the profile. */
export const schoolDetailsSchema = z.object({
  schoolName: requiredText(120),
  directorName: requiredText(100),
  contactNumber: phoneNumberSchema,
  address: requiredText(300),
});
export type SchoolDetails = z.infer<typeof schoolDetailsSchema>;

/** POST /school/add. `uid` is the documented field; when present it must be the caller's own. */
export const addSchoolBodySchema = schoolDetailsSchema.extend({ uid: z.string().optional() });
export type AddSchoolBody = z.infer<typeof addSchoolBodySchema>;

export const updateSchoolBodySchema = schoolDetailsSchema;

/** The school as the wire carries it: `_id` is the row id, `schoolId` the short public code. */
export const schoolSchema = z.object({
  _id: z.string(),
  schoolId: z.string(),
  schoolName: z.string(),
  directorName: z.string(),
  contactNumber: z.string(),
  address: z.string(),
  uid: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type School = z.infer<typeof schoolSchema>;

export const schoolResponseSchema = successSchema(schoolSchema);
/** GET /school/uid/{uid}: `data` is null while the user has not set up a school yet. */
export const schoolLookupResponseSchema = successSchema(schoolSchema.nullable());
