import { useTranslation } from "react-i18next";
import type { DayBook } from "@/shared/api/day-book";
import { rupees } from "../format";
import "../i18n";

/** The server's totals as they came (nothing summed here): by mode, person and head, and the net. */
export function DayBookTotals({ totals }: { totals: DayBook["totals"] }) {
  const { t } = useTranslation("dayBook");
  const modes = (["cash", "upi", "cheque", "bank", "none"] as const).map((mode) => ({
    key: mode,
    name: t(`modes.${mode}`),
    amount: totals.byMode[mode],
  }));
  return (
    <section aria-labelledby="day-book-totals" className="space-y-3">
      <h2 id="day-book-totals" className="font-semibold">
        {t("totals.title")}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Block testId="totals-by-mode" title={t("totals.byMode")} rows={modes} />
        <Block
          testId="totals-by-person"
          title={t("totals.byUser")}
          rows={totals.byUser.map((u) => ({ key: u.userId ?? "none", name: u.name, amount: u.amount }))}
        />
        <Block
          testId="totals-by-head"
          title={t("totals.byHead")}
          rows={totals.byHead.map((h) => ({
            key: h.feeHeadId ?? "none",
            name: h.feeHeadId === null ? t("totals.notSettled") : h.name,
            amount: h.amount,
          }))}
        />
        <div data-testid="totals-net" className="rounded-xl border-2 border-brand-700 bg-white p-4">
          <p className="text-sm font-medium text-slate-600">{t("totals.net")}</p>
          <p className="mt-1 text-2xl font-bold tabular-nums">{rupees(totals.net)}</p>
        </div>
      </div>
    </section>
  );
}

function Block({
  title,
  rows,
  testId,
}: {
  title: string;
  rows: { key: string; name: string; amount: number }[];
  testId: string;
}) {
  return (
    <div data-testid={testId} className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 className="mb-2 text-sm font-medium text-slate-600">{title}</h3>
      <dl className="space-y-1 text-sm">
        {rows.map((row) => (
          <div key={row.key} className="flex justify-between gap-3">
            <dt className="min-w-0 truncate">{row.name}</dt>
            <dd className="shrink-0 tabular-nums">{rupees(row.amount)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
