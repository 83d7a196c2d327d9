import { Printer } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { Transaction } from "@/shared/api/transaction";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/error-message";
import type { Language } from "../../../lib/i18n";
import { printReceipt, type ReceiptContext } from "./print-receipt";
import "../i18n";

/** "Receipt" on a Received row: Receipt-<number>.pdf, drawn in the browser, shared on a phone. */
export function ReceiptButton({ transaction, context }: { transaction: Transaction; context: ReceiptContext }) {
  const { t, i18n } = useTranslation("transactions");
  const [busy, setBusy] = useState(false);
  const { school, student } = context;
  if (!transaction.receiptNo || !school || !student) return null;
  const receiptNo = transaction.receiptNo;

  const print = async () => {
    setBusy(true);
    try {
      await printReceipt({
        transaction,
        receiptNo,
        context: { ...context, school, student },
        language: i18n.language as Language,
        shareTitle: t("receipt.shareTitle", { receiptNo }),
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
