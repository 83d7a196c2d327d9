import { Printer } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { Transaction } from "@/shared/api/transaction";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/error-message";
import type { Language } from "../../../lib/i18n";
import { printDocument } from "../../../lib/print/print-document";
import { shareOrDownload } from "../../../lib/print/share-or-download";
import type { ReceiptContext } from "./print-receipt";
import "../i18n";

/** "Voucher" on a refund row: Refund-voucher-<number>.pdf, two copies on one A4, drawn in the browser. */
export function RefundVoucherButton({ transaction, context }: { transaction: Transaction; context: ReceiptContext }) {
  const { t, i18n } = useTranslation("transactions");
  const [busy, setBusy] = useState(false);
  const { school, student, ledger } = context;
  if (!transaction.refundNo || !school || !student) return null;
  const refundNo = transaction.refundNo;

  const print = async () => {
    setBusy(true);
    try {
      await printDocument({
        loadGenerator: () => import("@/documents/refund-voucher/refund-voucher").then((m) => m.generateRefundVoucher),
        data: {
          school: { name: school.schoolName, address: school.address, contactNumber: school.contactNumber },
          refundNo,
          date: transaction.transactionDate,
          studentName: student.name,
          fatherName: student.fatherName,
          rollNumber: student.rollNumber,
          ledgerName: ledger?.ledgerName ?? "",
          amount: transaction.amount,
          paymentMode: transaction.paymentMode ?? "cash",
          reason: transaction.description,
          // The server gives each refund its /r/{code} address; the voucher prints it and its QR code.
          verifyUrl: transaction.verifyUrl ?? null,
        },
        fileName: `Refund-voucher-${refundNo.replaceAll("/", "-")}.pdf`,
        language: i18n.language as Language,
        deliver: (bytes, name) => shareOrDownload(bytes, name, t("refund.row", { number: refundNo })),
      });
    } catch (error) {
      toast.error(t("refund.failed", { message: errorMessage(error) }));
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
      aria-label={`${t("refund.voucher")} ${refundNo}`}
    >
      {busy ? <Spinner /> : <Printer aria-hidden />}
      {t("refund.voucher")}
    </Button>
  );
}
