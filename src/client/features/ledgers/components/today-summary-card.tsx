import { ChevronRight } from "lucide-react";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { DaySummary } from "@/shared/api/day-summary";
import { formatRupeesForScreen } from "@/shared/money";
import { todayInIndia } from "@/shared/rules/calendar-date";
import { formatCalendarDate } from "../../../components/format-calendar-date";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { useDaySummary } from "../api/use-day-summary";

const MODES = ["cash", "upi", "cheque", "bank", "none"] as const;

/** The day book of one day, with the filters the /day-book page reads from its URL. */
function dayBookLink(date: string, filter: Record<string, string> = {}): string {
  return `/day-book?${new URLSearchParams({ from: date, to: date, ...filter })}`;
}

/**
 * The owner's today on Ledger Details (issue 28): what came in by mode (net of cancellations and
 * refunds, as the day book totals it), cancellations, refunds, concessions and waived fines given,
 * and receipt edits — each figure a link to the entries behind it. Nothing shows while it loads or
 * when it cannot be read: the ledgers below are the page's work, this is a glance.
 */
export function TodaySummaryCard({ date = todayInIndia() }: { date?: string }) {
  const { t, i18n } = useTranslation("ledgers");
  const summary = useDaySummary(date);
  const titleId = useId();
  if (!summary.data) {
    return summary.isError ? <p className="text-sm text-slate-600">{t("today.failed")}</p> : null;
  }
  const day: DaySummary = summary.data;
  const countAmount = (figure: { count: number; amount: number }) =>
    t("today.countAmount", { count: figure.count, amount: formatRupeesForScreen(figure.amount) });

  return (
    <section aria-labelledby={titleId}>
      <Card>
        <CardHeader className="pb-2">
          <CardTitle id={titleId}>{t("today.title")}</CardTitle>
          <p className="text-sm text-slate-600">
            {t("today.subtitle", { date: formatCalendarDate(date, i18n.language) })}
          </p>
        </CardHeader>
        <CardContent className="space-y-3">
          <Figure
            to={dayBookLink(date)}
            label={t("today.collected")}
            value={formatRupeesForScreen(day.collected.total)}
            strong
          />
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-5">
            {MODES.map((mode) => (
              <li key={mode}>
                <Figure
                  to={dayBookLink(date, { mode })}
                  label={t(`today.modes.${mode}`)}
                  value={formatRupeesForScreen(day.collected[mode])}
                />
              </li>
            ))}
          </ul>
          <ul className="grid gap-2 sm:grid-cols-2">
            <li>
              <Figure
                to={dayBookLink(date, { kind: "cancellation" })}
                label={t("today.cancellations")}
                value={countAmount(day.cancellations)}
              />
            </li>
            <li>
              <Figure
                to={dayBookLink(date, { kind: "refund" })}
                label={t("today.refunds")}
                value={countAmount(day.refunds)}
              />
            </li>
            {/* Concessions show on the dues page (by category); waivers and edits are entries of the activity log. */}
            <li>
              <Figure to="/dues" label={t("today.concessions")} value={countAmount(day.concessions)} />
            </li>
            <li>
              <Figure to="/activity" label={t("today.finesWaived")} value={countAmount(day.finesWaived)} />
            </li>
            <li>
              <Figure
                to="/activity"
                label={t("today.edits")}
                value={t("today.editCount", { count: day.edits.count })}
              />
            </li>
          </ul>
        </CardContent>
      </Card>
    </section>
  );
}

function Figure({ to, label, value, strong }: { to: string; label: string; value: ReactNode; strong?: boolean }) {
  return (
    <Link
      to={to}
      className="flex min-h-11 items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
    >
      <span className="text-sm text-slate-700">{label}</span>
      <span className={strong ? "text-lg font-semibold tabular-nums" : "font-medium tabular-nums"}>
        {value}
        <ChevronRight aria-hidden className="ml-1 inline size-4 text-slate-400" />
      </span>
    </Link>
  );
}
