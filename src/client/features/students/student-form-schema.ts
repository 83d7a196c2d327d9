import type { z } from "zod";
import { addStudentBodySchema, studentFieldsSchema } from "@/shared/api/student";

/** The dialog checks exactly what the server checks; the course fee is offered only when adding. */
export const studentFormSchema = studentFieldsSchema.extend({
  initialCourseFee: addStudentBodySchema.shape.initialCourseFee,
});
export type StudentFormInput = z.input<typeof studentFormSchema>;
export type StudentFormValues = z.output<typeof studentFormSchema>;
export const STUDENT_FORM_FIELDS = [
  "name",
  "fatherName",
  "motherName",
  "dateOfBirth",
  "rollNumber",
  "phoneNumber",
  "address",
  "initialCourseFee",
] as const satisfies readonly (keyof StudentFormInput)[];
