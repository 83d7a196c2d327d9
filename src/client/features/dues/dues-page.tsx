import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { sessionOfDate } from "@/shared/rules/receipt-number";
import { todayInIndia } from "@/shared/rules/calendar-date";
import { PageHeader } from "../../components/page-header";
import { QueryErrorState } from "../../components/query-error-state";
import { PageSpinner } from "../../components/ui/spinner";
import { useDuesSummary } from "./api/use-dues";
import { DefaultersSection } from "./components/defaulters-section";
import { DuesTotals } from "./components/dues-totals";
import "./i18n";

const MonthChart = lazy(() => import("./components/month-chart"));

/** `/dues`: the school's totals, per ledger and per month, and who owes what. */
export default function DuesPage() {
  const { t } = useTranslation("dues");
  const summary = useDuesSummary();
  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <PageHeader title={t("title")} subtitle={t("subtitle", { session: sessionOfDate(todayInIndia()) })} />
      {summary.isPending ? (
        <PageSpinner label={t("loading")} />
      ) : summary.isError ? (
        <QueryErrorState error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        <>
          <DuesTotals summary={summary.data} />
          <section
            className="rounded-xl border border-slate-200 bg-white p-3 sm:p-4"
            aria-labelledby="month-chart-title"
          >
            <h2 id="month-chart-title" className="mb-2 font-semibold">
              {t("chart.title")}
            </h2>
            <Suspense fallback={<PageSpinner label={t("chart.loading")} />}>
              <MonthChart months={summary.data.months} />
            </Suspense>
          </section>
          <DefaultersSection ledgers={summary.data.ledgers} />
        </>
      )}
    </div>
  );
}
