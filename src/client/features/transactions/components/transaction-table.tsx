import { Ban, Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Transaction } from "@/shared/api/transaction";
import { formatRupeesForScreen } from "@/shared/money";
import { DataTable, type DataColumn } from "../../../components/data-table";
import { formatCalendarDate } from "../../../components/format-calendar-date";
import { IconButton } from "../../../components/icon-button";
import { isOptimisticId } from "../../../components/queries/optimistic-id";
import type { ReceiptContext } from "../receipt/print-receipt";
import { ReceiptButton } from "../receipt/receipt-button";
import { RefundVoucherButton } from "../receipt/refund-voucher-button";
import { useNeedsConnection } from "../../../lib/use-needs-connection";
import { isOutboxRowId } from "../api/outbox-rows";
import { OutboxBadge } from "../outbox/outbox-badge";
import { ProvisionalReceiptButton } from "../outbox/provisional-receipt-button";
import { useDescriptionWords } from "../use-description-words";
import { TypeBadge } from "./type-badge";
import "../i18n";

export function TransactionTable({
  transactions,
  onEdit,
  onDelete,
  onCancel,
  may,
  receiptContext,
}: {
  transactions: Transaction[];
  onEdit: (transaction: Transaction) => void;
  onDelete: (transaction: Transaction) => void;
  onCancel: (transaction: Transaction) => void;
  /** Which actions the caller's role allows on a row: staff see only the buttons they may use. */
  may: { cancel: (transaction: Transaction) => boolean; delete: (transaction: Transaction) => boolean };
  receiptContext: Omit<ReceiptContext, "transactions">;
}) {
  const { t, i18n } = useTranslation("transactions");
  const date = (transaction: Transaction) => formatCalendarDate(transaction.transactionDate, i18n.language);
  const describe = useDescriptionWords();
  // Offline a correction or a delete would only fail: off, with the reason in the tooltip and name.
  const needsConnection = useNeedsConnection();
  const writeLabel = (label: string) => (needsConnection ? `${label} — ${needsConnection}` : label);
  const fixed = (transaction: Transaction) =>
    isOptimisticId(transaction._id) || isOutboxRowId(transaction._id) || needsConnection !== null;
  // "Received of ₹1,500 on 02 May 2025": which row an icon acts on, for its tooltip and its accessible name.
  const rowFacts = (transaction: Transaction) => ({
    type: t(`type.${transaction.transactionType}`),
    amount: formatRupeesForScreen(transaction.amount),
    date: date(transaction),
  });
  // A cancelled receipt stays on the list, struck through (issue 28).
  const struck = (transaction: Transaction, content: ReactNode) =>
    transaction.cancelled ? <s className="text-slate-500">{content}</s> : content;
  const columns: DataColumn<Transaction>[] = [
    {
      id: "description",
      header: t("table.description"),
      primary: true,
      cell: (transaction) => (
        <>
          {struck(
            transaction,
            describe(transaction.description) || (
              <span className="font-normal italic text-slate-400">{t("noDescription")}</span>
            ),
          )}
          {isOutboxRowId(transaction._id) ? <OutboxBadge /> : null}
          {transaction.refundNo ? (
            // "Refund R0001": the session is in the voucher; the short number is what people say.
            <span className="block text-xs font-normal text-amber-800">
              {t("refund.row", { number: transaction.refundNo.split("/").pop() })}
            </span>
          ) : null}
          {transaction.cancelled ? (
            <span className="block text-xs font-normal text-red-700">
              {t("cancelledBadge")} ·{" "}
              {t("cancelledBy", { name: transaction.cancelledBy ?? "", reason: transaction.cancelReason ?? "" })}
            </span>
          ) : null}
        </>
      ),
    },
    {
      id: "amount",
      header: t("table.amount"),
      cell: (transaction) => struck(transaction, formatRupeesForScreen(transaction.amount)),
      align: "right",
      className: "whitespace-nowrap tabular-nums",
    },
    { id: "type", header: t("table.type"), cell: (transaction) => <TypeBadge type={transaction.transactionType} /> },
    {
      id: "date",
      header: t("table.date"),
      cell: (transaction) => struck(transaction, date(transaction)),
      className: "whitespace-nowrap",
    },
  ];
  return (
    <DataTable
      caption={t("table.caption")}
      columns={columns}
      rows={transactions}
      rowKey={(transaction) => transaction._id}
      rowClassName={(transaction) => (isOptimisticId(transaction._id) ? "opacity-60" : undefined)}
      actions={(transaction) => (
        <>
          {isOutboxRowId(transaction._id) ? (
            <ProvisionalReceiptButton transaction={transaction} context={{ ...receiptContext, transactions }} />
          ) : (
            <ReceiptButton transaction={transaction} context={{ ...receiptContext, transactions }} />
          )}
          {transaction.refundNo ? (
            <RefundVoucherButton transaction={transaction} context={{ ...receiptContext, transactions }} />
          ) : null}
          {transaction.cancelled ? null : (
            <IconButton
              label={writeLabel(t("editLabel", rowFacts(transaction)))}
              disabled={fixed(transaction)}
              onClick={() => onEdit(transaction)}
            >
              <Pencil aria-hidden />
            </IconButton>
          )}
          {/* Money received is cancelled, never deleted: Cancel takes Delete's place on a Received row. */}
          {may.cancel(transaction) ? (
            <IconButton
              label={writeLabel(t("cancelLabel", { ...rowFacts(transaction), receiptNo: transaction.receiptNo }))}
              disabled={fixed(transaction)}
              onClick={() => onCancel(transaction)}
              className="text-red-600 hover:bg-red-50"
            >
              <Ban aria-hidden />
            </IconButton>
          ) : null}
          {may.delete(transaction) ? (
            <IconButton
              label={writeLabel(t("deleteLabel", rowFacts(transaction)))}
              disabled={fixed(transaction)}
              onClick={() => onDelete(transaction)}
              className="text-red-600 hover:bg-red-50"
            >
              <Trash2 aria-hidden />
            </IconButton>
          ) : null}
        </>
      )}
    />
  );
}
