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
/** A tile's figure while the day is being read. */
const LOADING = "…";

/** The day book of one day, with the filters the /day-book page reads from its URL. */
function dayBookLink(date: string, filter: Record<string, string> = {}): string {
  return `/day-book?${new URLSearchParams({ from: date, to: date, ...filter })}`;
}

/**
 * The owner's today on Ledger Details (issue 28): what came in by mode (net of cancellations and
 * refunds, as the day book totals it), cancellations, refunds, concessions and waived fines given,
 * and receipt edits — each figure a link to the entries behind it. The page's HTML carries today's
 * figures (decision 0044); on the way back to the page they are read again, and until they come the
 * card keeps its place with "…" in each tile, so the ledgers below never jump down under a finger.
 * When they cannot be read, one line says so: the ledgers are the page's work, this is a glance.
 */
export function TodaySummaryCard({ date = todayInIndia() }: { date?: string }) {
  const { t, i18n } = useTranslation("ledgers");
  const summary = useDaySummary(date);
  const titleId = useId();
  if (!summary.data && summary.isError) return <p className="text-sm text-slate-600">{t("today.failed")}</p>;
  const day: DaySummary | undefined = summary.data;
  const rupees = (read: (day: DaySummary) => number) => (day ? formatRupeesForScreen(read(day)) : LOADING);
  const countAmount = (read: (day: DaySummary) => { count: number; amount: number }) => {
    if (!day) return LOADING;
    const figure = read(day);
    return t("today.countAmount", { count: figure.count, amount: formatRupeesForScreen(figure.amount) });
  };

  return (
    <section aria-labelledby={titleId} aria-busy={!day}>
      <Card>
        <CardHeader className="pb-2">
          <CardTitle id={titleId}>{t("today.title")}</CardTitle>
          <p className="text-sm text-slate-600">
            {t("today.subtitle", { date: formatCalendarDate(date, i18n.language) })}
          </p>
        </CardHeader>
        {/* Tiles two to a row on a phone: the whole day fits one screen above the ledgers. */}
        <CardContent>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
            <li className="col-span-2 sm:col-span-3 lg:col-span-1">
              <Figure
                to={dayBookLink(date)}
                label={t("today.collected")}
                value={rupees((day) => day.collected.total)}
                strong
              />
            </li>
            {MODES.map((mode) => (
              <li key={mode}>
                <Figure
                  to={dayBookLink(date, { mode })}
                  label={t(`today.modes.${mode}`)}
                  value={rupees((day) => day.collected[mode])}
                />
              </li>
            ))}
            <li>
              <Figure
                to={dayBookLink(date, { kind: "cancellation" })}
                label={t("today.cancellations")}
                value={countAmount((day) => day.cancellations)}
              />
            </li>
            <li>
              <Figure
                to={dayBookLink(date, { kind: "refund" })}
                label={t("today.refunds")}
                value={countAmount((day) => day.refunds)}
              />
            </li>
            {/* Concessions show on the dues page (by category); waivers and edits are entries of the activity log. */}
            <li>
              <Figure to="/dues" label={t("today.concessions")} value={countAmount((day) => day.concessions)} />
            </li>
            <li>
              <Figure to="/activity" label={t("today.finesWaived")} value={countAmount((day) => day.finesWaived)} />
            </li>
            <li>
              <Figure
                to="/activity"
                label={t("today.edits")}
                value={day ? t("today.editCount", { count: day.edits.count }) : LOADING}
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
      className="relative flex h-full min-h-11 flex-col justify-center rounded-lg border border-slate-200 py-1.5 pr-6 pl-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
    >
      <span className="text-xs text-slate-600">{label}</span>
      <span className={strong ? "text-lg font-semibold tabular-nums" : "font-medium whitespace-nowrap tabular-nums"}>
        {value}
      </span>
      <ChevronRight aria-hidden className="absolute top-1/2 right-1.5 size-4 -translate-y-1/2 text-slate-400" />
    </Link>
  );
}
