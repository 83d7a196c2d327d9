import type { TFunction } from "i18next";
import type { FeePlan } from "@/shared/api/fee-plan";
import { formatRupeesForScreen } from "@/shared/money";
import { formatCalendarDate } from "../../../components/format-calendar-date";

/**
 * "₹500 every month on day 5", "₹1,500 every quarter on day 10", "₹4,000 in 2 instalments: …",
 * "₹300 once, on 01 Sep 2025" — and its late fine, if any — in the page's language.
 */
export function scheduleText(t: TFunction<"feePlans">, plan: FeePlan, language: string): string {
  const amount = formatRupeesForScreen(plan.amount);
  const when =
    plan.schedule === "monthly"
      ? t("monthly", { amount, day: plan.dayOfMonth })
      : plan.schedule === "quarterly"
        ? t("quarterly", { amount, day: plan.dayOfMonth })
        : plan.schedule === "terms"
          ? t("termsText", {
              amount,
              count: plan.terms?.length ?? 0,
              dates: (plan.terms ?? [])
                .map((term) => `${term.label} ${formatCalendarDate(term.dueDate, language)}`)
                .join(", "),
            })
          : t("once", { amount, date: formatCalendarDate(plan.dueDate ?? "", language) });
  const fine = plan.lateFine;
  if (!fine) return when;
  const fineText =
    fine.kind === "fixed"
      ? t("fineText", { amount: formatRupeesForScreen(fine.amount), days: fine.graceDays })
      : t("finePerDayText", {
          amount: formatRupeesForScreen(fine.amount),
          days: fine.graceDays,
          cap: formatRupeesForScreen(fine.cap ?? 0),
        });
  return `${when} · ${fineText}`;
}
