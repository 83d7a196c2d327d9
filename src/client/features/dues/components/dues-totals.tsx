import { useTranslation } from "react-i18next";
import type { DuesSummary } from "@/shared/api/dues";
import { formatRupeesForScreen } from "@/shared/money";
import type { Texts as FeeHeadTexts } from "../../../components/fee-heads/i18n";
import { DataTable, type DataColumn } from "../../../components/data-table";
import "../../../components/fee-heads/i18n";
import "../i18n";

type LedgerDues = DuesSummary["ledgers"][number];
type ConcessionCategoryKey = keyof FeeHeadTexts["concessionCategories"];

export function DuesTotals({ summary }: { summary: DuesSummary }) {
  const { t } = useTranslation(["dues", "feeHeads"]);
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
      {summary.concessions.length > 0 ? (
        <section aria-labelledby="concessions-given" className="rounded-xl border border-slate-200 bg-white p-4">
          <h2 id="concessions-given" className="text-sm font-semibold text-slate-700">
            {t("concessionsGiven")}
          </h2>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm" data-testid="concessions-given">
            {summary.concessions.map((c) => (
              <li key={c.category}>
                {t(`feeHeads:concessionCategories.${c.category as ConcessionCategoryKey}`, {
                  defaultValue: c.category,
                })}{" "}
                <span className="font-semibold tabular-nums">{formatRupeesForScreen(c.amount)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {summary.ledgers.length > 0 ? (
        <DataTable caption={t("ledgers.caption")} columns={columns} rows={summary.ledgers} rowKey={(l) => l.ledgerId} />
      ) : null}
    </>
  );
}
