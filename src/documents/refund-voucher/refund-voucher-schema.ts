import { z } from "zod";

const text = (max: number) => z.string().trim().max(max);

/** What one refund voucher prints (issue 28): money the school paid back to a family. */
export const refundVoucherSchema = z.object({
  school: z.object({
    name: text(200).min(1),
    address: text(300).default(""),
    contactNumber: text(40).default(""),
  }),
  /** "2025-26/R0001". */
  refundNo: text(40).min(1),
  /** YYYY-MM-DD, printed DD-MM-YYYY. */
  date: text(20).min(1),
  studentName: text(200).min(1),
  fatherName: text(100).default(""),
  rollNumber: text(20).default(""),
  ledgerName: text(200).default(""),
  /** Rupees paid back. */
  amount: z.number().positive(),
  paymentMode: z.enum(["cash", "upi", "cheque", "bank"]),
  reason: text(200).min(1),
  /** The public page that tells this voucher real (/r/{code}, issue 28): printed as a QR code and as text. */
  verifyUrl: text(300).nullable().default(null),
});

export type RefundVoucherInput = z.input<typeof refundVoucherSchema>;
export type RefundVoucher = z.output<typeof refundVoucherSchema>;
