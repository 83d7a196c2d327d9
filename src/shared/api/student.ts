import { z } from "zod";
import { amountSchema } from "../rules/amount";
import { calendarDateSchema } from "../rules/calendar-date-schema";
import { phoneNumberSchema } from "../rules/phone-number";
import { STUDENT_NAME_REQUIRED_MESSAGE } from "../rules/messages";
import { optionalText, plainText, requiredText } from "../rules/text";
import { successSchema } from "./envelope";
import { DEFAULT_STUDENTS_PER_PAGE, MAX_STUDENTS_PER_PAGE } from "./student-page-size";

export { DEFAULT_STUDENTS_PER_PAGE, MAX_STUDENTS_PER_PAGE };

/** The student dialog's fields; only the name and a 10-digit phone are required. */
export const studentFieldsSchema = z.object({
  name: requiredText(100, STUDENT_NAME_REQUIRED_MESSAGE),
  fatherName: optionalText(100).default(""),
  motherName: optionalText(100).default(""),
  /** YYYY-MM-DD, or empty when unknown. */
  dateOfBirth: z.union([z.literal(""), calendarDateSchema]).default(""),
  rollNumber: optionalText(20).default(""),
  phoneNumber: phoneNumberSchema,
  address: optionalText(300, { multiline: true }).default(""),
});
export type StudentFields = z.input<typeof studentFieldsSchema>;

/** POST /student/add. A positive `initialCourseFee` becomes a Dues transaction dated that day. */
export const addStudentBodySchema = studentFieldsSchema.extend({
  ledgerOwnerId: z.uuid(),
  schoolOwnerId: z.uuid(),
  initialCourseFee: z.union([z.literal(0), amountSchema]).optional(),
});
export type AddStudentBody = z.input<typeof addStudentBodySchema>;

/** PUT /student/{studentId}: the same checks as on add (the original skipped the phone check). */
export const updateStudentBodySchema = studentFieldsSchema.extend({ ledgerOwnerId: z.uuid() });
export type UpdateStudentBody = z.input<typeof updateStudentBodySchema>;

export const studentListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_STUDENTS_PER_PAGE).default(DEFAULT_STUDENTS_PER_PAGE),
  /** Name or roll number, partial and case-insensitive. */
  search: plainText(100).optional(),
  /** `owes`: only students whose balance is above zero. */
  filter: z.enum(["all", "owes"]).default("all"),
  /** Roll-number order (the register's) or A–Z by name. */
  sort: z.enum(["roll", "name"]).default("roll"),
});
export type StudentListQuery = z.input<typeof studentListQuerySchema>;

export const studentSchema = z.object({
  _id: z.string(),
  name: z.string(),
  fatherName: z.string(),
  motherName: z.string(),
  dateOfBirth: z.string(),
  rollNumber: z.string(),
  phoneNumber: z.string(),
  address: z.string(),
  ledgerOwnerId: z.string(),
  schoolOwnerId: z.string(),
  /** How many transactions a delete would take with it. */
  transactionCount: z.number().int(),
  /** Dues minus Received in rupees: above zero, the student owes money; below, paid in advance. */
  balance: z.number(),
  /** Changes whenever the photo does (`studentPhotoPath`); null when the student has no photo. */
  photoVersion: z.string().nullable(),
});
export type Student = z.infer<typeof studentSchema>;

export const studentResponseSchema = successSchema(studentSchema);
/** SPEC §7's page shape, plus the total so the UI can say "150 students". */
export const studentPageResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(studentSchema),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type StudentPage = z.infer<typeof studentPageResponseSchema>;
