import { z } from "zod";
import { photoSchema } from "./photo";

const text = (max: number) => z.string().trim().max(max).default("");

/** The school line every card carries. */
export const idCardSchoolSchema = z.object({
  name: z.string().trim().min(1).max(120),
  contact: text(40),
});

/** One student's lines; only the name is needed, any other line may stay blank. */
export const idCardStudentSchema = z.object({
  name: z.string().trim().min(1).max(100),
  sessionYear: text(20),
  fatherName: text(100),
  motherName: text(100),
  className: text(50),
  rollNumber: text(20),
  /** YYYY-MM-DD prints as DD-MM-YYYY; anything else prints as typed. */
  dateOfBirth: text(20),
  phoneNumber: text(20),
  address: text(300),
});

/** Student_ID_Card.pdf: one student, with an optional photo (already cropped square by the browser). */
export const studentIdCardSchema = z.object({
  school: idCardSchoolSchema.optional(),
  student: idCardStudentSchema,
  photo: photoSchema.optional(),
});

/** A whole ledger's cards, many to a page; a card may carry its own photo. */
export const studentIdCardsSchema = z.object({
  school: idCardSchoolSchema.optional(),
  cards: z
    .array(idCardStudentSchema.extend({ photo: photoSchema.optional() }))
    .min(1)
    .max(2000),
});

export type IdCardSchool = z.infer<typeof idCardSchoolSchema>;
export type IdCardStudent = z.infer<typeof idCardStudentSchema>;
export type StudentIdCardInput = z.input<typeof studentIdCardSchema>;
export type StudentIdCardsInput = z.input<typeof studentIdCardsSchema>;
