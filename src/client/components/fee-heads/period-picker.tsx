import { useTranslation } from "react-i18next";
import { sessionYearOf } from "@/shared/rules/session-year";
import { Input } from "../ui/input";
import { NativeSelect } from "../ui/native-select";
import "./i18n";

export type PeriodKind = "none" | "month" | "quarter" | "term";

/** The kind of period a stored period is ("2025-11" a month, "…/Q2" a quarter, "…/T1" a term). */
export function periodKindOf(period: string | null | undefined): PeriodKind {
  if (!period) return "none";
  if (period.includes("/Q")) return "quarter";
  if (period.includes("/T")) return "term";
  return "month";
}

/** A period of `kind` for a charge dated `date`: its month, or instalment `n` of its session. */
export function periodFor(kind: PeriodKind, date: string, n: number, month?: string): string | null {
  if (kind === "none") return null;
  if (kind === "month") return month || date.slice(0, 7);
  return `${sessionYearOf(date)}/${kind === "quarter" ? "Q" : "T"}${n}`;
}

/**
 * What a charge is for in time: one-off, a month (defaulting to the charge date's month), a quarter
 * or a term of the date's session — written as the period the server keys "already charged" on.
 */
export function PeriodPicker({
  date,
  value,
  onChange,
  id,
}: {
  date: string;
  value: string | null;
  onChange: (period: string | null) => void;
  id?: string;
}) {
  const { t } = useTranslation("feeHeads");
  const kind = periodKindOf(value);
  const n = Number(/\/[QT](\d+)$/.exec(value ?? "")?.[1] ?? 1);
  const safeDate = /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : new Date().toISOString().slice(0, 10);
  return (
    <div className="flex flex-wrap gap-2">
      <NativeSelect
        id={id}
        className="w-auto"
        value={kind}
        onChange={(event) => onChange(periodFor(event.target.value as PeriodKind, safeDate, 1))}
      >
        <option value="none">{t("periodNone")}</option>
        <option value="month">{t("periodMonth")}</option>
        <option value="quarter">{t("periodQuarter")}</option>
        <option value="term">{t("periodTerm")}</option>
      </NativeSelect>
      {kind === "month" ? (
        <Input
          type="month"
          aria-label={t("month")}
          className="w-auto"
          value={value ?? ""}
          onChange={(event) => onChange(event.target.value || periodFor("month", safeDate, 1))}
        />
      ) : null}
      {kind === "quarter" || kind === "term" ? (
        <NativeSelect
          aria-label={t(kind)}
          className="w-auto"
          value={n}
          onChange={(event) => onChange(periodFor(kind, safeDate, Number(event.target.value)))}
        >
          {Array.from({ length: kind === "quarter" ? 4 : 3 }, (_, index) => (
            <option key={index} value={index + 1}>
              {t(kind, { n: index + 1 })}
            </option>
          ))}
        </NativeSelect>
      ) : null}
    </div>
  );
}
