import { useQuery } from "@tanstack/react-query";
import { CalendarClock } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { PromisesSummary } from "@/shared/api/family-promise";
import { formatRupeesForScreen } from "@/shared/money";
import { formatCalendarDate } from "../../../components/format-calendar-date";
import { queryKeys } from "../../../components/queries/query-keys";
import { apiRequest } from "../../../lib/api-client";
import "../i18n";

/** "Promised by 5 Dec: ₹12,400 from 9 families" — those families are out of the list until then. */
export function PromisesNote() {
  const { t, i18n } = useTranslation("dues");
  const promises = useQuery({
    queryKey: [...queryKeys.dues(), "promises"],
    queryFn: async () => (await apiRequest<{ data: PromisesSummary }>("GET", "/dues/promises")).data,
  });
  const data = promises.data;
  if (!data || data.families === 0 || !data.by) return null;
  return (
    <p className="flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <CalendarClock aria-hidden className="size-4 shrink-0" />
      {t("promises.summary", {
        count: data.families,
        date: formatCalendarDate(data.by, i18n.language),
        amount: formatRupeesForScreen(data.outstanding),
      })}
    </p>
  );
}
