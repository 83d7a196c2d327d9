import { and, eq } from "drizzle-orm";
import { paiseToRupees } from "../../../shared/money";
import type { Database } from "../../db/database";
import { feeTransaction, school, student } from "../../db/schema";
import { normaliseCode, verifyHashOf } from "./receipt-codes";

/** What the public page shows of one receipt or refund voucher — and nothing else of the school. */
export interface VerifiedReceipt {
  kind: "receipt" | "refund";
  schoolName: string;
  schoolAddress: string;
  number: string;
  date: string;
  amountRupees: number;
  studentName: string;
  /** ISO time, or null while the receipt stands. */
  cancelledAt: string | null;
}

/** The receipt a public code names, or null for a wrong or malformed code (the caller answers both alike). */
export async function findVerifiedReceipt(db: Database, input: string): Promise<VerifiedReceipt | null> {
  const code = normaliseCode(input);
  if (!code) return null;
  const [row] = await db
    .select({
      receiptNo: feeTransaction.receiptNo,
      refundNo: feeTransaction.refundNo,
      date: feeTransaction.transactionDate,
      amountPaise: feeTransaction.amountPaise,
      cancelledAt: feeTransaction.cancelledAt,
      studentName: student.name,
      schoolName: school.name,
      schoolAddress: school.address,
    })
    .from(feeTransaction)
    .innerJoin(student, and(eq(student.schoolId, feeTransaction.schoolId), eq(student.id, feeTransaction.studentId)))
    .innerJoin(school, eq(school.id, feeTransaction.schoolId))
    .where(eq(feeTransaction.verifyHash, verifyHashOf(code)))
    .limit(1);
  const number = row?.receiptNo ?? row?.refundNo;
  if (!row || !number) return null;
  return {
    kind: row.receiptNo ? "receipt" : "refund",
    schoolName: row.schoolName,
    schoolAddress: row.schoolAddress,
    number,
    date: row.date,
    amountRupees: paiseToRupees(row.amountPaise),
    studentName: row.studentName,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}
