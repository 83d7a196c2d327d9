import { z } from "zod";
import { sessionYearSchema } from "../rules/session-year-schema";
import { successSchema } from "./envelope";

/** `?year=2025-26`: the financial year, April to March (the same months as a session). */
export const tuitionCertificateQuerySchema = z.object({ year: sessionYearSchema });

/** One student's Section 80C tuition-fee certificate: tuition heads' money received in the year. */
export const tuitionCertificateSchema = z.object({
  /** "80C/2025-26/<student serial>": the same number however often it is printed. */
  certificateNo: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  fatherName: z.string(),
  rollNumber: z.string(),
  ledgerName: z.string(),
  className: z.string(),
  /** Per tuition head, rupees of payments received in the year that settled its charges. */
  heads: z.array(z.object({ feeHeadName: z.string(), feeHeadNameHi: z.string(), amount: z.number() })),
  total: z.number(),
});
export type TuitionCertificate = z.infer<typeof tuitionCertificateSchema>;

export const tuitionCertificatesSchema = z.object({
  year: z.string(),
  school: z.object({ name: z.string(), address: z.string(), contactNumber: z.string(), directorName: z.string() }),
  /** Students with tuition received in the year (a student with none is left out). */
  certificates: z.array(tuitionCertificateSchema),
});
export type TuitionCertificates = z.infer<typeof tuitionCertificatesSchema>;
export const tuitionCertificatesResponseSchema = successSchema(tuitionCertificatesSchema);
