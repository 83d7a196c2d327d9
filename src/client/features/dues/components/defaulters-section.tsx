import { Download } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Defaulter, DefaultersQuery, DuesSummary } from "@/shared/api/dues";
import { formatRupeesForScreen } from "@/shared/money";
import { DataTable, type DataColumn } from "../../../components/data-table";
import { formatCalendarDate } from "../../../components/format-calendar-date";
import { Pagination } from "../../../components/pagination";
import { QueryErrorState } from "../../../components/query-error-state";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import { PageSpinner } from "../../../components/ui/spinner";
import { ReminderAlert } from "../../../components/whatsapp-reminder/reminder-alert";
import { RemindLink } from "../../../components/whatsapp-reminder/remind-link";
import { useWhatsAppReminder } from "../../../components/whatsapp-reminder/use-whatsapp-reminder";
import { defaultersSearch, useDefaulters } from "../api/use-dues";
import { RemindAll } from "./remind-all";
import "../i18n";

export function DefaultersSection({ ledgers }: { ledgers: DuesSummary["ledgers"] }) {
  const { t, i18n } = useTranslation("dues");
  const language = i18n.language === "hi" ? "hi" : "en";
  const [ledgerId, setLedgerId] = useState("");
  const [min, setMin] = useState("");
  const [page, setPage] = useState(1);
  const filters: DefaultersQuery = { ledgerId: ledgerId || undefined, min: min ? Number(min) : undefined };
  const defaulters = useDefaulters({ ...filters, page });
  // The downloads take the list's filters (every page) and the headers in the screen's language.
  const exportSearch = defaultersSearch({ ...filters, lang: language } as DefaultersQuery);
  const reminder = useWhatsAppReminder(language);
  const date = (value: string | null) =>
    value ? formatCalendarDate(value.slice(0, 10), i18n.language) : t("defaulters.never");

  const columns: DataColumn<Defaulter>[] = [
    { id: "name", header: t("defaulters.name"), primary: true, cell: (d) => d.name },
    { id: "ledger", header: t("defaulters.ledger"), cell: (d) => d.ledgerName },
    { id: "phone", header: t("defaulters.phone"), cell: (d) => d.phoneNumber },
    {
      id: "outstanding",
      header: t("defaulters.outstanding"),
      align: "right",
      className: "tabular-nums whitespace-nowrap",
      cell: (d) => formatRupeesForScreen(d.outstanding),
    },
    { id: "lastPayment", header: t("defaulters.lastPayment"), cell: (d) => date(d.lastPaymentDate) },
    { id: "lastReminded", header: t("defaulters.lastReminded"), cell: (d) => date(d.lastRemindedAt) },
  ];

  const body = () => {
    if (defaulters.isPending) return <PageSpinner label={t("loading")} />;
    if (defaulters.isError)
      return <QueryErrorState error={defaulters.error} onRetry={() => void defaulters.refetch()} />;
    const { data, currentPage, totalPages } = defaulters.data;
    if (data.length === 0)
      return (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-slate-500">
          {t("defaulters.empty")}
        </p>
      );
    return (
      <>
        <RemindAll defaulters={data} reminder={reminder} />
        <DataTable
          caption={t("defaulters.caption")}
          columns={columns}
          rows={data}
          rowKey={(d) => d.studentId}
          actions={(d) => <RemindLink target={d} reminder={reminder} />}
        />
        <Pagination page={currentPage} totalPages={totalPages} onPageChange={setPage} />
      </>
    );
  };

  return (
    <section className="space-y-3" aria-labelledby="defaulters-title">
      <h2 id="defaulters-title" className="text-lg font-semibold">
        {t("defaulters.title")}
      </h2>
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
    </section>
  );
}
