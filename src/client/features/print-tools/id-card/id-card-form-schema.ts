import { z } from "zod";
import { idCardStudentSchema } from "@/documents/student-id-card/student-id-card-schema";
import { limitedText } from "../components/limited-text";

const generator = idCardStudentSchema.shape;
const TOO_LONG = "common.errors.tooLong";

/** The single card's fields, within the generator's limits. Only the name is required: a card may leave any other line blank. */
export const idCardFormSchema = z.object({
  /** The student whose record filled this draft ("" when typed by hand), so a reload does not refill it. */
  filledFrom: z.string(),
  name: limitedText(generator.name, TOO_LONG).min(1, "idCard.errors.nameRequired"),
  sessionYear: limitedText(generator.sessionYear, TOO_LONG),
  fatherName: limitedText(generator.fatherName, TOO_LONG),
  motherName: limitedText(generator.motherName, TOO_LONG),
  className: limitedText(generator.className, TOO_LONG),
  rollNumber: limitedText(generator.rollNumber, TOO_LONG),
  dateOfBirth: z.union([z.literal(""), z.iso.date()], { error: "common.errors.date" }),
  phoneNumber: limitedText(generator.phoneNumber, TOO_LONG),
  address: limitedText(generator.address, TOO_LONG),
});

export type IdCardFormValues = z.infer<typeof idCardFormSchema>;

export const EMPTY_ID_CARD: IdCardFormValues = {
  filledFrom: "",
  name: "",
  sessionYear: "",
  fatherName: "",
  motherName: "",
  className: "",
  rollNumber: "",
  dateOfBirth: "",
  phoneNumber: "",
  address: "",
};
