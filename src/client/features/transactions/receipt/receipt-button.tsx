import { Printer } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { Ledger } from "@/shared/api/ledger";
import type { School } from "@/shared/api/school";
import type { Student } from "@/shared/api/student";
import type { Transaction } from "@/shared/api/transaction";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/error-message";
import type { Language } from "../../../lib/i18n";
import { printDocument } from "../../../lib/print/print-document";
import { shareOrDownload } from "../../../lib/print/share-or-download";
import { balanceAfter } from "./balance-after";
import "../i18n";

export interface ReceiptContext {
  school: School | null;
  student: Student | undefined;
  ledger: Ledger | null | undefined;
  transactions: readonly Transaction[];
}

/** "Receipt" on a Received row: Receipt-<number>.pdf, drawn in the browser, shared on a phone. */
export function ReceiptButton({ transaction, context }: { transaction: Transaction; context: ReceiptContext }) {
  const { t, i18n } = useTranslation("transactions");
  const [busy, setBusy] = useState(false);
  const { school, student } = context;
  if (!transaction.receiptNo || !school || !student) return null;
  const receiptNo = transaction.receiptNo;
  // "/" cannot be in a file name; the number keeps its session and sequence.
  const fileName = `Receipt-${receiptNo.replaceAll("/", "-")}.pdf`;

  const print = async () => {
    setBusy(true);
    try {
      await printDocument({
        loadGenerator: () => import("@/documents/receipt/receipt").then((m) => m.generateReceipt),
        data: {
          school: { name: school.schoolName, address: school.address, contactNumber: school.contactNumber },
          receiptNo,
          date: transaction.transactionDate,
          studentName: student.name,
          fatherName: student.fatherName,
          rollNumber: student.rollNumber,
          ledgerName: context.ledger?.ledgerName ?? "",
          amount: transaction.amount,
          paymentMode: transaction.paymentMode,
          description: transaction.description,
          balanceAfter: balanceAfter(context.transactions, transaction._id),
        },
        fileName,
        language: i18n.language as Language,
        deliver: (bytes, name) => shareOrDownload(bytes, name, t("receipt.shareTitle", { receiptNo })),
      });
    } catch (error) {
      toast.error(t("receipt.failed", { message: errorMessage(error) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => void print()}
      disabled={busy}
      aria-label={t("receipt.label", { receiptNo })}
    >
      {busy ? <Spinner /> : <Printer aria-hidden />}
      {t("receipt.button")}
    </Button>
  );
}
