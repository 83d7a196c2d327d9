import { Printer } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { Transaction } from "@/shared/api/transaction";
import { formatRupeesForScreen } from "@/shared/money";
import { formatCalendarDate } from "../../../components/format-calendar-date";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/error-message";
import type { Language } from "../../../lib/i18n";
import { printReceipt, type ReceiptContext } from "../receipt/print-receipt";
import "../i18n";
import "./i18n";

/**
 * A Received still on this device: the parent can take a receipt now, marked "Provisional — number
 * follows"; the numbered one prints from the row once the entry is sent.
 */
export function ProvisionalReceiptButton({
  transaction,
  context,
}: {
  transaction: Transaction;
  context: ReceiptContext;
}) {
  const { t, i18n } = useTranslation(["outbox", "transactions"]);
  const [busy, setBusy] = useState(false);
  const { school, student } = context;
  if (transaction.transactionType !== "Credit" || !school || !student) return null;
  const facts = {
    amount: formatRupeesForScreen(transaction.amount),
    date: formatCalendarDate(transaction.transactionDate, i18n.language),
  };

  const print = async () => {
    setBusy(true);
    try {
      await printReceipt({
        transaction,
        receiptNo: null,
        context: { ...context, school, student },
        language: i18n.language as Language,
        shareTitle: t("provisional.button"),
      });
    } catch (error) {
      toast.error(t("transactions:receipt.failed", { message: errorMessage(error) }));
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
      aria-label={t("provisional.label", facts)}
    >
      {busy ? <Spinner /> : <Printer aria-hidden />}
      {t("provisional.button")}
    </Button>
  );
}
