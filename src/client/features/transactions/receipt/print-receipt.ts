import type { Ledger } from "@/shared/api/ledger";
import type { School } from "@/shared/api/school";
import type { Student } from "@/shared/api/student";
import type { Transaction } from "@/shared/api/transaction";
import type { Language } from "../../../lib/i18n";
import { printDocument } from "../../../lib/print/print-document";
import { shareOrDownload } from "../../../lib/print/share-or-download";
import { balanceAfter } from "./balance-after";
import { settledLines } from "./fee-line-labels";
import { apiRequest } from "../../../lib/api-client";
import type { Statement } from "@/shared/api/statement";

export interface ReceiptContext {
  school: School | null;
  student: Student | undefined;
  ledger: Ledger | null | undefined;
  /** The student's passbook in ledger order, `transaction` among them (for the balance after it). */
  transactions: readonly Transaction[];
}

/** "/" cannot be in a file name; the number keeps its session and sequence. A provisional receipt has none yet. */
export const receiptFileName = (receiptNo: string | null) =>
  receiptNo ? `Receipt-${receiptNo.replaceAll("/", "-")}.pdf` : "Receipt-provisional.pdf";

/**
 * Receipt-<number>.pdf of a Received with its number, drawn in the browser and shared on a phone
 * (downloaded elsewhere): from the row's Receipt button and from the toast after saving.
 */
export async function printReceipt({
  transaction,
  receiptNo,
  context: { school, student, ledger, transactions },
  language,
  shareTitle,
}: {
  transaction: Transaction;
  /** Null for a Received still in the outbox: printed "Provisional — number follows". */
  receiptNo: string | null;
  context: ReceiptContext & { school: School; student: Student };
  language: Language;
  shareTitle: string;
}): Promise<void> {
  const fileName = receiptFileName(receiptNo);
  // What the payment settled, head by head, from its allocations; a provisional receipt (not yet
  // on the server) has none.
  const settled = receiptNo
    ? settledLines(
        (await apiRequest<{ data: Statement }>("GET", `/student/${encodeURIComponent(student._id)}/statement`)).data,
        transaction._id,
        language,
      )
    : [];
  await printDocument({
    loadGenerator: () => import("@/documents/receipt/receipt").then((m) => m.generateReceipt),
    data: {
      school: { name: school.schoolName, address: school.address, contactNumber: school.contactNumber },
      receiptNo,
      date: transaction.transactionDate,
      studentName: student.name,
      fatherName: student.fatherName,
      rollNumber: student.rollNumber,
      ledgerName: ledger?.ledgerName ?? "",
      amount: transaction.amount,
      paymentMode: transaction.paymentMode,
      description: transaction.description,
      balanceAfter: balanceAfter(transactions, transaction._id),
      settled,
      // A cancelled receipt is reprinted marked, with why (issue 28).
      cancelReason: transaction.cancelled ? (transaction.cancelReason ?? "") : null,
      // The public page that tells it real (issue 28); none on a provisional receipt not yet on the server.
      verifyUrl: transaction.verifyUrl ?? null,
    },
    fileName,
    language,
    deliver: (bytes, name) => shareOrDownload(bytes, name, shareTitle),
  });
}
