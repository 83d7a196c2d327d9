import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { PaymentClaim } from "../../../shared/api/family";
import { paiseToRupees } from "../../../shared/money";
import type { Database, Transaction } from "../../db/database";
import { feeTransaction, ledger, paymentClaim, student } from "../../db/schema";
import { NotFoundError } from "../errors";

type ClaimRow = typeof paymentClaim.$inferSelect;

/** The school's claims of one status, oldest first while pending (the order they wait), newest first otherwise. */
export async function listPaymentClaims(
  db: Database,
  schoolId: string,
  status: PaymentClaim["status"],
): Promise<PaymentClaim[]> {
  const rows = await db
    .select()
    .from(paymentClaim)
    .where(and(eq(paymentClaim.schoolId, schoolId), eq(paymentClaim.status, status)))
    .orderBy(status === "pending" ? asc(paymentClaim.createdAt) : desc(paymentClaim.createdAt), asc(paymentClaim.id))
    .limit(200);
  return toClaimWire(db, schoolId, rows);
}

/** One claim of the school (404 for another school's, as for one that does not exist). */
export async function getPaymentClaim(db: Database | Transaction, schoolId: string, claimId: string) {
  const [row] = await db
    .select()
    .from(paymentClaim)
    .where(and(eq(paymentClaim.schoolId, schoolId), eq(paymentClaim.id, claimId)))
    .limit(1);
  if (!row) throw new NotFoundError("Payment claim");
  const [wire] = await toClaimWire(db, schoolId, [row]);
  return wire!;
}

/** Claims as the school sees them: each with the family's children and the receipts its UTR carries. */
export async function toClaimWire(
  db: Database | Transaction,
  schoolId: string,
  rows: ClaimRow[],
): Promise<PaymentClaim[]> {
  if (rows.length === 0) return [];
  const phones = [...new Set(rows.map((row) => row.phone))];
  const utrs = [...new Set(rows.map((row) => row.utr))];
  const [children, receipts] = await Promise.all([
    db
      .select({ phone: student.phoneNumber, studentId: student.id, name: student.name, ledgerName: ledger.name })
      .from(student)
      .innerJoin(ledger, and(eq(ledger.schoolId, student.schoolId), eq(ledger.id, student.ledgerId)))
      .where(
        and(
          eq(student.schoolId, schoolId),
          inArray(student.phoneNumber, phones),
          sql`not exists (select 1 from student n where n.school_id = ${student.schoolId} and n.rolled_from_student_id = ${student.id})`,
        ),
      )
      .orderBy(asc(student.name), asc(student.id)),
    db
      .select({ reference: feeTransaction.paymentReference, receiptNo: feeTransaction.receiptNo })
      .from(feeTransaction)
      .where(
        and(
          eq(feeTransaction.schoolId, schoolId),
          eq(feeTransaction.type, "credit"),
          inArray(feeTransaction.paymentReference, utrs),
        ),
      )
      .orderBy(asc(feeTransaction.receiptNo)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    phone: row.phone,
    utr: row.utr,
    amount: paiseToRupees(row.amountPaise),
    status: row.status,
    split:
      row.split?.map((share) => ({ studentId: share.studentId, amount: paiseToRupees(BigInt(share.amountPaise)) })) ??
      null,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
    students: children
      .filter((child) => child.phone === row.phone)
      .map(({ studentId, name, ledgerName }) => ({ studentId, name, ledgerName })),
    receiptNos:
      row.status === "confirmed"
        ? receipts.filter((r) => r.reference === row.utr && r.receiptNo).map((r) => r.receiptNo!)
        : [],
  }));
}
