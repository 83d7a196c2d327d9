import { useTranslation } from "react-i18next";
import type { DayBookEntry } from "@/shared/api/day-book";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { cn } from "../../../lib/cn";
import { rupees, timeInIndia } from "../format";
import "../i18n";

const GRID =
  "sm:grid sm:grid-cols-[3.5rem_7.5rem_minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_4.5rem_6rem_minmax(0,1fr)] sm:gap-3";

/** The next page of entries, when the range has more than are shown (decision 0050). */
export interface MoreEntries {
  total: number;
  onMore: () => void;
  loading: boolean;
}

/**
 * The entries in time order, as many as fetched so far. One list for every width: on a phone each
 * entry is a compact card (no sideways scrolling), from 640 px the same items line up as the
 * columns of a table; "Show more" under them, full width on a phone, fetches the next page.
 */
export function DayBookEntries({
  entries,
  showDate,
  more,
}: {
  entries: DayBookEntry[];
  showDate: boolean;
  more?: MoreEntries | null;
}) {
  const { t } = useTranslation("dayBook");
  if (entries.length === 0)
    return <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600">{t("empty")}</p>;
  return (
    <section aria-labelledby="day-book-entries" className="rounded-xl border border-slate-200 bg-white">
      <h2 id="day-book-entries" className="sr-only">
        {t("entries")}
      </h2>
      <div
        aria-hidden
        className={cn("hidden border-b border-slate-200 px-4 py-2 text-xs font-semibold text-slate-600", GRID)}
      >
        <span>{t("columns.time")}</span>
        <span>{t("columns.number")}</span>
        <span>{t("columns.student")}</span>
        <span>{t("columns.ledger")}</span>
        <span>{t("columns.heads")}</span>
        <span>{t("columns.mode")}</span>
        <span className="text-right">{t("columns.amount")}</span>
        <span>{t("columns.by")}</span>
      </div>
      <ul className="divide-y divide-slate-100">
        {entries.map((entry) => (
          <Entry key={`${entry.kind}-${entry.id}`} entry={entry} showDate={showDate} />
        ))}
      </ul>
      {more ? (
        <div className="flex flex-col items-stretch gap-2 border-t border-slate-200 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600" aria-live="polite">
            {t("more.shown", {
              shown: entries.length.toLocaleString("en-IN"),
              total: more.total.toLocaleString("en-IN"),
            })}
          </p>
          <Button variant="outline" onClick={more.onMore} disabled={more.loading}>
            {more.loading ? <Spinner /> : null}
            {t("more.button")}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function Entry({ entry, showDate }: { entry: DayBookEntry; showDate: boolean }) {
  const { t } = useTranslation("dayBook");
  const out = entry.kind !== "receipt";
  const time = showDate
    ? `${entry.date.slice(8)}/${entry.date.slice(5, 7)} ${timeInIndia(entry.at)}`
    : timeInIndia(entry.at);
  const mark = out ? (
    <span className="rounded bg-red-50 px-1.5 py-0.5 text-xs font-semibold text-red-700">
      {t(`kinds.${entry.kind}`)}
    </span>
  ) : null;
  return (
    <li
      data-testid="day-book-entry"
      data-kind={entry.kind}
      className={cn("px-4 py-3 text-sm sm:items-center", GRID, out && "bg-red-50/40")}
    >
      {/* Phone: time · number · mark, and the amount, on the first line. */}
      <div className="flex items-baseline justify-between gap-2 sm:contents">
        <span className="flex min-w-0 flex-wrap items-baseline gap-x-2 sm:contents">
          <span className="tabular-nums text-slate-600" title={t("columns.time")}>
            {time}
          </span>
          <span className="flex min-w-0 items-center gap-1.5 font-medium sm:font-normal">
            <span className="truncate">{entry.number ?? "—"}</span>
            {mark}
          </span>
        </span>
        <span className={cn("shrink-0 font-semibold tabular-nums sm:hidden", out && "text-red-700")}>
          {rupees(entry.amount)}
        </span>
      </div>
      <div className="mt-1 min-w-0 sm:contents">
        <span className="block truncate font-medium sm:font-normal">{entry.studentName}</span>
        <span className="block truncate text-slate-600 sm:text-inherit">{entry.ledgerName}</span>
      </div>
      <div className="mt-1 flex min-w-0 flex-wrap gap-x-2 text-xs text-slate-600 sm:contents sm:text-sm">
        <span className="min-w-0 truncate empty:hidden sm:empty:block" title={t("columns.heads")}>
          {entry.heads.join(", ")}
        </span>
        <span>{t(`modes.${entry.paymentMode ?? "none"}`)}</span>
        <span
          className={cn("hidden text-right font-semibold tabular-nums text-slate-900 sm:block", out && "text-red-700")}
        >
          {rupees(entry.amount)}
        </span>
        <span className="min-w-0 truncate">{entry.byName}</span>
      </div>
    </li>
  );
}
