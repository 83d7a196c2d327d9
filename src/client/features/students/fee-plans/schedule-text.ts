import type { TFunction } from "i18next";
import type { FeePlan } from "@/shared/api/fee-plan";
import { formatRupeesForScreen } from "@/shared/money";
import { formatCalendarDate } from "../../../components/format-calendar-date";

/** "₹500 every month on day 5" / "₹300 once, on 01 Sep 2025", in the page's language. */
export function scheduleText(t: TFunction<"feePlans">, plan: FeePlan, language: string): string {
  const amount = formatRupeesForScreen(plan.amount);
  return plan.schedule === "monthly"
    ? t("monthly", { amount, day: plan.dayOfMonth })
    : t("once", { amount, date: formatCalendarDate(plan.dueDate ?? "", language) });
}
