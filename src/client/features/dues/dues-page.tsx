import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/page-header";
import { QueryErrorState } from "../../components/query-error-state";
import { FormField } from "../../components/ui/form-field";
import { NativeSelect } from "../../components/ui/native-select";
import { PageSpinner } from "../../components/ui/spinner";
import { useDuesSummary } from "./api/use-dues";
import { DefaultersSection } from "./components/defaulters-section";
import { DuesTotals } from "./components/dues-totals";
import { PaymentClaimsPanel } from "./payment-claims/payment-claims-panel";
import "./i18n";

const MonthChart = lazy(() => import("./components/month-chart"));

/** `/dues`: the school's totals, per ledger and per month, and who owes what. */
export default function DuesPage() {
  const { t } = useTranslation("dues");
  // Unset until the director picks one: the server then answers for its default session.
  const [picked, setPicked] = useState<string>();
  const summary = useDuesSummary(picked);
  const session = summary.data?.session;
  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <PageHeader title={t("title")} subtitle={session ? t("subtitle", { session }) : undefined} />
      {summary.data && summary.data.sessions.length > 1 && (
        <div className="max-w-48">
          <FormField label={t("session")}>
            <NativeSelect value={summary.data.session} onChange={(event) => setPicked(event.target.value)}>
              {summary.data.sessions.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
      )}
      <PaymentClaimsPanel />
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
          <DefaultersSection key={summary.data.session} session={summary.data.session} ledgers={summary.data.ledgers} />
        </>
      )}
    </div>
  );
}
