import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { Transaction } from "@/shared/api/transaction";
import { formatRupeesForScreen } from "@/shared/money";
import { errorMessage } from "../../../lib/error-message";
import type { Language } from "../../../lib/i18n";
import { inLedgerOrder } from "../api/in-ledger-order";
import { transactionsQuery } from "../api/use-transactions";
import { printReceipt, type ReceiptContext } from "./print-receipt";
import "../i18n";

// Long enough to reach for the button while the parent waits at the counter.
const OFFER_MS = 15_000;

/**
 * After a Received is saved, the success toast offers "Print / share receipt": the parent is usually
 * still there. The passbook is read afresh first, so the balance after the payment includes it.
 */
export function useReceiptOffer(studentId: string, context: Omit<ReceiptContext, "transactions">) {
  const { t, i18n } = useTranslation("transactions");
  const queryClient = useQueryClient();
  const { school, student } = context;

  return (row: Transaction) => {
    const amount = formatRupeesForScreen(row.amount);
    const receiptNo = row.receiptNo;
    // Without its number (kept on the device, offline) there is no receipt to print yet.
    if (!receiptNo || !school || !student) return;
    const print = async () => {
      try {
        const transactions = await queryClient.fetchQuery({ ...transactionsQuery(studentId), staleTime: 0 });
        await printReceipt({
          transaction: row,
          receiptNo,
          context: { ...context, school, student, transactions: inLedgerOrder(transactions) },
          language: i18n.language as Language,
          shareTitle: t("receipt.shareTitle", { receiptNo }),
        });
      } catch (error) {
        toast.error(t("receipt.failed", { message: errorMessage(error) }));
      }
    };
    toast.success(t("saved.received", { amount, receiptNo }), {
      duration: OFFER_MS,
      action: { label: t("receipt.printShare"), onClick: () => void print() },
    });
  };
}
