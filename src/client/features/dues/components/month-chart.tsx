import { useTranslation } from "react-i18next";
import type { DuesSummary } from "@/shared/api/dues";
import { formatRupeesForScreen } from "@/shared/money";
import { shortMonthName } from "../../../components/format-calendar-date";
import { niceScale } from "./nice-scale";
import "../i18n";

const TICKS = 4;

/**
 * Charged and received per month of the session, as a bar chart drawn with HTML boxes (decision
 * 0049): text stays crisp and its size at every width, every month keeps its label on a 360 px
 * phone, and the page carries no charting library. Screen readers get the same figures as a table.
 */
export default function MonthChart({ months }: { months: DuesSummary["months"] }) {
  const { t, i18n } = useTranslation("dues");
  const { max, ticks } = niceScale(Math.max(0, ...months.flatMap((m) => [m.charged, m.received])), TICKS);
  const label = (month: string) => shortMonthName(Number(month.slice(5, 7)), i18n.language);
  const height = (value: number) => `${max === 0 ? 0 : (value / max) * 100}%`;
  return (
    <figure className="w-full" data-testid="month-chart">
      <div aria-hidden className="flex h-60 pt-3">
        {/* The rupee axis: its ticks in Indian grouping. */}
        <div className="relative w-16 shrink-0 text-right text-[11px] text-slate-500 sm:w-20">
          {ticks.map((tick) => (
            <span
              key={tick}
              className="absolute right-1.5 translate-y-1/2 tabular-nums"
              style={{ bottom: height(tick) }}
              data-testid="chart-tick"
            >
              {formatRupeesForScreen(tick)}
            </span>
          ))}
        </div>
        <div className="relative flex-1 border-b border-l border-slate-300">
          {ticks.slice(1).map((tick) => (
            <div
              key={tick}
              className="absolute inset-x-0 border-t border-dashed border-slate-200"
              style={{ bottom: height(tick) }}
            />
          ))}
          <ol className="absolute inset-0 flex items-end justify-around">
            {months.map((m) => (
              <li
                key={m.month}
                className="flex h-full w-[7%] items-end justify-center gap-px"
                title={`${label(m.month)}: ${t("chart.charged")} ${formatRupeesForScreen(m.charged)}, ${t("chart.received")} ${formatRupeesForScreen(m.received)}`}
              >
                <span className="w-1/2 rounded-t-sm bg-slate-400" style={{ height: height(m.charged) }} />
                <span className="w-1/2 rounded-t-sm bg-green-700" style={{ height: height(m.received) }} />
              </li>
            ))}
          </ol>
        </div>
      </div>
      {/* Every month's label, angled so twelve fit a 360 px phone. */}
      <ol aria-hidden className="ml-16 flex h-10 justify-around sm:ml-20">
        {months.map((m) => (
          <li key={m.month} className="w-[7%] text-center" data-testid="chart-month">
            <span className="inline-block origin-top-right -translate-x-1/2 -rotate-45 whitespace-nowrap text-[11px] text-slate-600">
              {label(m.month)}
            </span>
          </li>
        ))}
      </ol>
      <figcaption aria-hidden className="flex justify-center gap-4 text-xs text-slate-700">
        <span className="flex items-center gap-1">
          <span className="size-3 rounded-sm bg-slate-400" /> {t("chart.charged")}
        </span>
        <span className="flex items-center gap-1">
          <span className="size-3 rounded-sm bg-green-700" /> {t("chart.received")}
        </span>
      </figcaption>
      <table className="sr-only">
        <caption>{t("chart.title")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("chart.month")}</th>
            <th scope="col">{t("chart.charged")}</th>
            <th scope="col">{t("chart.received")}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{label(m.month)}</th>
              <td>{formatRupeesForScreen(m.charged)}</td>
              <td>{formatRupeesForScreen(m.received)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
