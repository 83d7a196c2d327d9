import { and, desc, eq } from "drizzle-orm";
import type { StatementCharge } from "../../../shared/api/statement";
import type { Transaction as WireTransaction } from "../../../shared/api/transaction";
import { paiseToRupees, rupeesToPaise } from "../../../shared/money";
import type { Database } from "../../db/database";
import { paymentClaim, school } from "../../db/schema";
import { getStudentStatement } from "../allocations/get-student-statement";
import type { ReceiptLinks } from "../receipt-verify/receipt-links";
import { withVerifyUrls } from "../receipt-verify/with-verify-urls";
import type { FamilyByCode } from "./find-family-by-code";
import { requireFamily } from "./require-family";

export interface FamilyPageChild {
  studentId: string;
  name: string;
  ledgerName: string;
  /** Rupees: the statement's balance (Dues minus Received). */
  balance: number;
  /** Charges not yet settled in full, oldest due first (late fines are charges of the Late fine head). */
  outstanding: StatementCharge[];
  /** Charges that carry a concession. */
  concessions: StatementCharge[];
  /** Receipts standing (a cancelled one counts nowhere); each downloads as /p/{code}/receipts/{transactionId}.pdf. */
  payments: { transactionId: string; receiptNo: string; date: string; amount: number; verifyUrl: string | null }[];
}

export interface FamilyPage {
  school: { name: string; address: string; phone: string; upiVpa: string | null };
  /** "BAHI-7Q4K": what the UPI note carries, so the school can match the money. */
  reference: string;
  children: FamilyPageChild[];
  /** Rupees: what the children owe added up; one child's advance does not lower another's due. */
  totalDue: number;
  claims: { utr: string; amount: number; status: string; rejectReason: string | null; createdAt: string }[];
}

/**
 * Everything the parent page shows, for the family its code opened and nothing else: the school's
 * public details, and for each child the student statement (the one outstanding rule, shared with
 * the school's screens), with each receipt's verify link.
 */
export async function getFamilyPage(db: Database, owner: FamilyByCode, links: ReceiptLinks): Promise<FamilyPage> {
  const { schoolId, phone } = owner;
  const [[details], children, claims] = await Promise.all([
    db
      .select({ name: school.name, address: school.address, phone: school.contactNumber, upiVpa: school.upiVpa })
      .from(school)
      .where(eq(school.id, schoolId))
      .limit(1),
    requireFamily(db, schoolId, phone),
    db
      .select()
      .from(paymentClaim)
      .where(and(eq(paymentClaim.schoolId, schoolId), eq(paymentClaim.phone, phone)))
      .orderBy(desc(paymentClaim.createdAt))
      .limit(10),
  ]);
  const pages: FamilyPageChild[] = [];
  let totalDuePaise = 0n;
  for (const child of children) {
    const statement = await getStudentStatement(db, schoolId, child.studentId);
    const receipts = statement.payments.filter((p) => p.receiptNo);
    const withUrls = await withVerifyUrls(
      db,
      schoolId,
      links,
      receipts.map((p) => ({ _id: p.transactionId, receiptNo: p.receiptNo }) as WireTransaction),
    );
    const balancePaise = rupeesToPaise(statement.balance);
    if (balancePaise > 0n) totalDuePaise += balancePaise;
    pages.push({
      studentId: child.studentId,
      name: child.name,
      ledgerName: child.ledgerName,
      balance: statement.balance,
      outstanding: statement.charges.filter((charge) => charge.outstanding > 0),
      concessions: statement.charges.filter((charge) => charge.concessionAmount > 0),
      payments: receipts.map((p, index) => ({
        transactionId: p.transactionId,
        receiptNo: p.receiptNo!,
        date: p.transactionDate,
        amount: p.amount,
        verifyUrl: withUrls[index]?.verifyUrl ?? null,
      })),
    });
  }
  return {
    school: details!,
    reference: owner.reference,
    children: pages,
    totalDue: paiseToRupees(totalDuePaise),
    claims: claims.map((claim) => ({
      utr: claim.utr,
      amount: paiseToRupees(claim.amountPaise),
      status: claim.status,
      rejectReason: claim.rejectReason,
      createdAt: claim.createdAt.toISOString(),
    })),
  };
}
