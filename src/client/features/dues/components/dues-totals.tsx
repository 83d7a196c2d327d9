import { useTranslation } from "react-i18next";
import type { DuesSummary } from "@/shared/api/dues";
import { formatRupeesForScreen } from "@/shared/money";
import { DataTable, type DataColumn } from "../../../components/data-table";
import "../i18n";

type LedgerDues = DuesSummary["ledgers"][number];

export function DuesTotals({ summary }: { summary: DuesSummary }) {
  const { t } = useTranslation("dues");
  const cards = [
    ["charged", summary.charged, "text-slate-900"],
    ["received", summary.received, "text-green-700"],
    ["outstanding", summary.outstanding, "text-red-700"],
  ] as const;
  const columns: DataColumn<LedgerDues>[] = [
    { id: "ledger", header: t("ledgers.ledger"), primary: true, cell: (l) => l.ledgerName },
    {
      id: "charged",
      header: t("totals.charged"),
      align: "right",
      className: "tabular-nums",
      cell: (l) => formatRupeesForScreen(l.charged),
    },
    {
      id: "received",
      header: t("totals.received"),
      align: "right",
      className: "tabular-nums",
      cell: (l) => formatRupeesForScreen(l.received),
    },
    {
      id: "outstanding",
      header: t("totals.outstanding"),
      align: "right",
      className: "tabular-nums",
      cell: (l) => formatRupeesForScreen(l.outstanding),
    },
    { id: "defaulters", header: t("ledgers.defaulters"), align: "right", cell: (l) => l.defaulters },
  ];
  return (
    <>
      <section aria-label={t("totals.label")} className="grid gap-3 sm:grid-cols-3">
        {cards.map(([key, value, color]) => (
          <div key={key} className="rounded-xl border border-slate-200 bg-white p-4" data-testid={`dues-${key}`}>
            <p className="text-sm text-slate-500">{t(`totals.${key}`)}</p>
            <p className={`text-2xl font-bold tabular-nums ${color}`}>{formatRupeesForScreen(value)}</p>
          </div>
        ))}
      </section>
      {summary.ledgers.length > 0 ? (
        <DataTable caption={t("ledgers.caption")} columns={columns} rows={summary.ledgers} rowKey={(l) => l.ledgerId} />
      ) : null}
    </>
  );
}
