import { CalendarArrowUp, Eye, Pencil, ReceiptIndianRupee, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Ledger } from "@/shared/api/ledger";
import { formatRupeesForScreen } from "@/shared/money";
import { DataTable, type DataColumn } from "../../../components/data-table";
import { IconButton } from "../../../components/icon-button";
import { isOptimisticId } from "../../../components/queries/optimistic-id";
import { Button } from "../../../components/ui/button";
import "../i18n";

export function LedgerTable({
  ledgers,
  onEdit,
  onDelete,
  onRollover,
  onCharge,
}: {
  ledgers: Ledger[];
  onEdit: (ledger: Ledger) => void;
  /** Absent for staff: only the owner deletes a ledger. */
  onDelete?: (ledger: Ledger) => void;
  onRollover: (ledger: Ledger) => void;
  /** Staff may charge too (the route allows them), so this is never hidden. */
  onCharge: (ledger: Ledger) => void;
}) {
  const { t } = useTranslation("ledgers");
  const columns: DataColumn<Ledger>[] = [
    {
      id: "sno",
      header: t("table.sno"),
      cell: (_row, index) => index + 1,
      className: "w-16 text-slate-500 max-sm:hidden",
    },
    {
      id: "ledgerName",
      header: t("table.ledgerName"),
      primary: true,
      cell: (ledger) => (
        <div className="min-w-0">
          <span className="break-words">{ledger.ledgerName}</span>
          <span className="block text-xs font-normal text-slate-500">
            {t("table.counts", {
              students: t("students", { count: ledger.studentCount }),
              transactions: t("transactions", { count: ledger.transactionCount }),
            })}
          </span>
        </div>
      ),
    },
    { id: "className", header: t("table.className"), cell: (ledger) => ledger.className },
    {
      id: "sessionYear",
      header: t("table.sessionYear"),
      cell: (ledger) => ledger.sessionYear,
      className: "whitespace-nowrap",
    },
    {
      id: "outstanding",
      header: t("table.outstanding"),
      align: "right",
      cell: (ledger) => (
        <span className={ledger.outstanding > 0 ? "font-semibold text-red-700" : undefined}>
          {formatRupeesForScreen(ledger.outstanding)}
        </span>
      ),
      className: "whitespace-nowrap tabular-nums",
    },
    {
      id: "collected",
      header: t("table.collected"),
      align: "right",
      cell: (ledger) => formatRupeesForScreen(ledger.collected),
      className: "whitespace-nowrap tabular-nums",
    },
  ];
  return (
    <DataTable
      caption={t("table.caption")}
      columns={columns}
      rows={ledgers}
      rowKey={(ledger) => ledger._id}
      rowClassName={(ledger) => (isOptimisticId(ledger._id) ? "opacity-60" : undefined)}
      actions={(ledger) => {
        const saving = isOptimisticId(ledger._id);
        return (
          <>
            {saving ? (
              <Button variant="outline" size="sm" disabled>
                <Eye aria-hidden />
                {t("view")}
              </Button>
            ) : (
              <Button asChild variant="outline" size="sm">
                <Link to={`/student-manager/${ledger._id}`} aria-label={t("viewLabel", { name: ledger.ledgerName })}>
                  <Eye aria-hidden />
                  {t("view")}
                </Link>
              </Button>
            )}
            <IconButton
              label={t("chargeFee", { name: ledger.ledgerName })}
              disabled={saving || ledger.studentCount === 0}
              onClick={() => onCharge(ledger)}
            >
              <ReceiptIndianRupee aria-hidden />
            </IconButton>
            <IconButton
              label={t("rollover.action", { name: ledger.ledgerName })}
              phoneText={t("rollover.short")}
              disabled={saving}
              onClick={() => onRollover(ledger)}
            >
              <CalendarArrowUp aria-hidden />
            </IconButton>
            <IconButton label={t("edit", { name: ledger.ledgerName })} disabled={saving} onClick={() => onEdit(ledger)}>
              <Pencil aria-hidden />
            </IconButton>
            {/* Only the owner may delete a ledger; for staff there is no button. */}
            {onDelete ? (
              <IconButton
                label={t("delete", { name: ledger.ledgerName })}
                disabled={saving}
                onClick={() => onDelete(ledger)}
                className="text-red-600 hover:bg-red-50"
              >
                <Trash2 aria-hidden />
              </IconButton>
            ) : null}
          </>
        );
      }}
    />
  );
}
