import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { z } from "zod";
import type { PaymentReceiptSource } from "../../../documents/receipt/payment-receipt";
import type { Database } from "../../db/database";
import { feeTransaction, ledger, school, student } from "../../db/schema";
import { getStudentStatement } from "../allocations/get-student-statement";
import type { ReceiptLinks } from "../receipt-verify/receipt-links";
import { withVerifyUrl } from "../receipt-verify/with-verify-urls";
import { listTransactions } from "../transactions/list-transactions";
import type { FamilyByCode } from "./find-family-by-code";

const uuid = z.uuid();

/**
 * What the parent page's receipt PDF is made of (issue 29): the same pieces the app's Receipt button
 * reads — the school's header, the student, the passbook (the balance after it) and the statement
 * (what it settled) — for a numbered Received of a student of this family in this school, else null:
 * another family's or school's row, a Dues row, an unknown or malformed id are answered alike.
 */
export async function getFamilyReceipt(
  db: Database,
  owner: FamilyByCode,
  transactionId: string,
  links: ReceiptLinks,
): Promise<Omit<PaymentReceiptSource, "language"> | null> {
  if (!uuid.safeParse(transactionId).success) return null;
  const [row] = await db
    .select({
      studentId: student.id,
      studentName: student.name,
      fatherName: student.fatherName,
      rollNumber: student.rollNumber,
      ledgerName: ledger.name,
      receiptNo: feeTransaction.receiptNo,
      schoolName: school.name,
      address: school.address,
      contactNumber: school.contactNumber,
    })
    .from(feeTransaction)
    .innerJoin(student, and(eq(student.schoolId, feeTransaction.schoolId), eq(student.id, feeTransaction.studentId)))
    .innerJoin(ledger, and(eq(ledger.schoolId, student.schoolId), eq(ledger.id, student.ledgerId)))
    .innerJoin(school, eq(school.id, feeTransaction.schoolId))
    .where(
      and(
        eq(feeTransaction.schoolId, owner.schoolId),
        eq(feeTransaction.id, transactionId),
        eq(feeTransaction.type, "credit"),
        isNotNull(feeTransaction.receiptNo),
        isNull(feeTransaction.carriedToStudentId),
        eq(student.phoneNumber, owner.phone),
      ),
    )
    .limit(1);
  if (!row?.receiptNo) return null;
  const [transactions, statement] = await Promise.all([
    listTransactions(db, owner.schoolId, row.studentId),
    getStudentStatement(db, owner.schoolId, row.studentId),
  ]);
  const found = transactions.find((t) => t._id === transactionId);
  if (!found) return null;
  return {
    school: { name: row.schoolName, address: row.address, contactNumber: row.contactNumber },
    student: { name: row.studentName, fatherName: row.fatherName, rollNumber: row.rollNumber },
    ledgerName: row.ledgerName,
    transaction: await withVerifyUrl(db, owner.schoolId, links, found),
    receiptNo: row.receiptNo,
    transactions,
    statement,
  };
}
