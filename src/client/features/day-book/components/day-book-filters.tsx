import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { DayBook, DayBookFilters } from "@/shared/api/day-book";
import { todayInIndia } from "@/shared/rules/calendar-date";
import { LedgerOptions } from "../../../components/ledger-options";
import { ledgersQuery } from "../../../components/queries/ledgers-query";
import { useSchoolId } from "../../../components/queries/use-school-id";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import "../i18n";

type Filter = "from" | "to" | "ledgerId" | "mode" | "userId" | "kind";

/** Dates, ledger, mode and person; each change goes into the URL, so the view can be linked and reloaded. */
export function DayBookFilters({
  query,
  people,
  rangeError,
  onChange,
}: {
  query: DayBookFilters & { from: string; to: string };
  people: DayBook["totals"]["byUser"];
  rangeError: boolean;
  onChange: (changes: Partial<Record<Filter, string | undefined>>) => void;
}) {
  const { t } = useTranslation("dayBook");
  const ledgers = useQuery(ledgersQuery(useSchoolId()));
  const today = todayInIndia();
  return (
    <fieldset className="space-y-3">
      <legend className="sr-only">{t("filters.label")}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[repeat(2,minmax(0,10rem))_auto] sm:items-end">
        <FormField label={t("filters.from")}>
          <Input
            type="date"
            value={query.from}
            max={today}
            onChange={(event) => event.target.value && onChange({ from: event.target.value })}
          />
        </FormField>
        <FormField label={t("filters.to")} error={rangeError ? t("filters.rangeError") : undefined}>
          <Input
            type="date"
            value={query.to}
            onChange={(event) => event.target.value && onChange({ to: event.target.value })}
          />
        </FormField>
        {query.from !== today || query.to !== today ? (
          <Button
            variant="ghost"
            className="col-span-2 justify-self-start sm:col-span-1"
            onClick={() => onChange({ from: undefined, to: undefined })}
          >
            {t("filters.today")}
          </Button>
        ) : null}
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField label={t("filters.ledger")}>
          <NativeSelect
            value={query.ledgerId ?? ""}
            onChange={(event) => onChange({ ledgerId: event.target.value || undefined })}
          >
            <option value="">{t("filters.allLedgers")}</option>
            <LedgerOptions ledgers={ledgers.data} />
          </NativeSelect>
        </FormField>
        <FormField label={t("filters.mode")}>
          <NativeSelect
            value={query.mode ?? ""}
            onChange={(event) => onChange({ mode: event.target.value || undefined })}
          >
            <option value="">{t("filters.allModes")}</option>
            {(["cash", "upi", "cheque", "bank", "none"] as const).map((mode) => (
              <option key={mode} value={mode}>
                {t(`modes.${mode}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={t("filters.person")}>
          <NativeSelect
            value={query.userId ?? ""}
            onChange={(event) => onChange({ userId: event.target.value || undefined })}
          >
            <option value="">{t("filters.everyone")}</option>
            {people
              .filter((p) => p.userId !== null)
              .map((p) => (
                <option key={p.userId} value={p.userId!}>
                  {p.name}
                </option>
              ))}
          </NativeSelect>
        </FormField>
      </div>
      {query.kind ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="rounded bg-amber-50 px-2 py-1 text-amber-900">
            {t("filters.kind", { kind: t(`kindsPlural.${query.kind}`) })}
          </span>
          <Button variant="link" size="sm" onClick={() => onChange({ kind: undefined })}>
            {t("filters.showAll")}
          </Button>
        </p>
      ) : null}
    </fieldset>
  );
}
