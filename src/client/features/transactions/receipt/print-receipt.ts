import type { Ledger } from "@/shared/api/ledger";
import type { School } from "@/shared/api/school";
import type { Student } from "@/shared/api/student";
import type { Transaction } from "@/shared/api/transaction";
import type { Language } from "../../../lib/i18n";
import { printDocument } from "../../../lib/print/print-document";
import { shareOrDownload } from "../../../lib/print/share-or-download";
import { receiptFileName } from "@/documents/file-names";
import { paymentReceiptInput } from "@/documents/receipt/payment-receipt";
import { apiRequest } from "../../../lib/api-client";
import type { Statement } from "@/shared/api/statement";

export interface ReceiptContext {
  school: School | null;
  student: Student | undefined;
  ledger: Ledger | null | undefined;
  /** The student's passbook in ledger order, `transaction` among them (for the balance after it). */
  transactions: readonly Transaction[];
}

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
  const statement = receiptNo
    ? (await apiRequest<{ data: Statement }>("GET", `/student/${encodeURIComponent(student._id)}/statement`)).data
    : null;
  await printDocument({
    loadGenerator: () => import("@/documents/receipt/receipt").then((m) => m.generateReceipt),
    // The one rule of what a receipt prints, shared with the parent page's PDF (issue 29).
    data: paymentReceiptInput({
      school: { name: school.schoolName, address: school.address, contactNumber: school.contactNumber },
      student,
      ledgerName: ledger?.ledgerName ?? "",
      transaction,
      receiptNo,
      transactions,
      statement,
      language,
    }),
    fileName,
    language,
    deliver: (bytes, name) => shareOrDownload(bytes, name, shareTitle),
  });
}
