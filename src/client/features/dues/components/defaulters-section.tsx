import { CalendarClock, Download } from "lucide-react";
import { useDeferredValue, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Defaulter, DefaultersQuery, DuesSummary } from "@/shared/api/dues";
import { formatRupeesForScreen } from "@/shared/money";
import { formatCalendarDate } from "../../../components/format-calendar-date";
import { IconButton } from "../../../components/icon-button";
import { lazyDialog } from "../../../components/lazy-dialog";
import { Pagination } from "../../../components/pagination";
import { QueryErrorState } from "../../../components/query-error-state";
import { SearchBox } from "../../../components/search-box";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import { PageSpinner } from "../../../components/ui/spinner";
import { ReminderAlert } from "../../../components/whatsapp-reminder/reminder-alert";
import { RemindLink } from "../../../components/whatsapp-reminder/remind-link";
import { useWhatsAppReminder } from "../../../components/whatsapp-reminder/use-whatsapp-reminder";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { defaultersSearch, useDefaulters } from "../api/use-dues";
import { BankStatementButton } from "../bank-statement/bank-statement-button";
import { PromisesNote } from "./promises-note";
import { RemindAll } from "./remind-all";
import "../i18n";

// One promise dialog for the list, loaded after the page has shown (decision 0053).
const PromiseDialog = lazyDialog(
  () => import("./promise-dialog").then((m) => m.PromiseDialog),
  (props) => props.defaulter !== null,
);

/** The defaulters of one session: filters, downloads, "Remind all" and one compact row per student. */
export function DefaultersSection({ session, ledgers }: { session: string; ledgers: DuesSummary["ledgers"] }) {
  const { t, i18n } = useTranslation("dues");
  const language = i18n.language === "hi" ? "hi" : "en";
  const [ledgerId, setLedgerId] = useState("");
  const [min, setMin] = useState("");
  const [draft, setDraft] = useState("");
  const search = useDebouncedValue(draft.trim(), 300);
  const [page, setPage] = useState(1);
  const [promising, setPromising] = useState<Defaulter | null>(null);
  const filters: DefaultersQuery = {
    session,
    search: search || undefined,
    ledgerId: ledgerId || undefined,
    min: min ? Number(min) : undefined,
  };
  const defaulters = useDefaulters({ ...filters, page });
  // The rows render in a transition, in slices between which the phone can paint and take a tap: as
  // the answer's urgent re-render they were one long task (decision 0055).
  const shownPage = useDeferredValue(defaulters.data);
  // The downloads take the list's filters (every page) and the headers in the screen's language.
  const exportSearch = defaultersSearch({ ...filters, lang: language } as DefaultersQuery);
  const reminder = useWhatsAppReminder(language);
  const date = (value: string) => formatCalendarDate(value.slice(0, 10), i18n.language);

  const body = () => {
    if (defaulters.isError)
      return <QueryErrorState error={defaulters.error} onRetry={() => void defaulters.refetch()} />;
    if (!shownPage) return <PageSpinner label={t("loading")} />;
    const { data, currentPage, totalPages } = shownPage;
    if (data.length === 0)
      return (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-slate-500">
          {t("defaulters.empty")}
        </p>
      );
    return (
      <>
        {/* A new filter starts a new walk. */}
        <RemindAll key={JSON.stringify(filters)} filters={filters} language={language} />
        <ul aria-label={t("defaulters.caption")} className="divide-y rounded-xl border border-slate-200 bg-white">
          {data.map((d) => (
            <DefaulterRow key={d.studentId} defaulter={d} date={date}>
              <IconButton label={t("promise.open", { name: d.name })} onClick={() => setPromising(d)}>
                <CalendarClock aria-hidden />
              </IconButton>
              <RemindLink target={d} reminder={reminder} iconOnly />
            </DefaulterRow>
          ))}
        </ul>
        <Pagination page={currentPage} totalPages={totalPages} onPageChange={setPage} />
      </>
    );
  };

  return (
    <section className="space-y-3" aria-labelledby="defaulters-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="defaulters-title" className="text-lg font-semibold">
          {t("defaulters.title")}
        </h2>
        <BankStatementButton />
      </div>
      <PromisesNote />
      <SearchBox
        placeholder={t("defaulters.search")}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          setPage(1);
        }}
      />
      <div className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
        <FormField label={t("defaulters.ledger")}>
          <NativeSelect
            value={ledgerId}
            onChange={(event) => {
              setLedgerId(event.target.value);
              setPage(1);
            }}
          >
            <option value="">{t("defaulters.allLedgers")}</option>
            {ledgers.map((l) => (
              <option key={l.ledgerId} value={l.ledgerId}>
                {l.ledgerName}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={t("defaulters.min")}>
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            value={min}
            onChange={(event) => {
              setMin(event.target.value);
              setPage(1);
            }}
          />
        </FormField>
        <div className="flex flex-wrap gap-2">
          {(["csv", "xlsx"] as const).map((format) => (
            // px-3 keeps both on one line on a 360 px phone.
            <Button key={format} asChild variant="outline" className="px-3">
              <a href={`/api/v1/dues/defaulters.${format}${exportSearch}`} download={`defaulters.${format}`}>
                <Download aria-hidden />
                {t(`defaulters.${format}`)}
              </a>
            </Button>
          ))}
        </div>
      </div>
      <ReminderAlert error={reminder.error} />
      {body()}
      <PromiseDialog defaulter={promising} onOpenChange={(open) => !open && setPromising(null)} />
    </section>
  );
}

/** One defaulter in two short lines: name, amount and the remind icon; then ledger, phone and last payment. */
function DefaulterRow({
  defaulter: d,
  date,
  children,
}: {
  defaulter: Defaulter;
  date: (value: string) => string;
  children: ReactNode;
}) {
  const { t } = useTranslation("dues");
  return (
    <li className="flex items-center gap-3 px-3 py-2">
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-2">
          <span className="truncate font-medium">{d.name}</span>
          <span className="whitespace-nowrap font-semibold tabular-nums">{formatRupeesForScreen(d.outstanding)}</span>
        </div>
        <p className="truncate text-xs text-slate-500">
          {[
            d.ledgerName,
            d.phoneNumber,
            d.lastPaymentDate ? t("defaulters.paidOn", { date: date(d.lastPaymentDate) }) : t("defaulters.neverPaid"),
          ].join(" · ")}
        </p>
      </div>
      {children}
    </li>
  );
}
