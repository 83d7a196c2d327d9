import { useTranslation } from "react-i18next";
import { formatRupeesForScreen } from "@/shared/money";
import type { FeeTotals } from "@/shared/rules/fee-totals";
import { Card } from "../../../components/ui/card";
import { cn } from "../../../lib/cn";
import "../i18n";

/** Total fees charged, Total Paid and Balance (what is still owed) in ₹ with Indian grouping (₹1,00,000; paise only when present). */
export function FeeTotalsCards({ totals }: { totals: FeeTotals }) {
  const { t } = useTranslation("transactions");
  const balanceNote =
    totals.balance > 0 ? t("totals.owed") : totals.balance < 0 ? t("totals.advance") : t("totals.settled");
  const cards = [
    { id: "due", label: t("totals.totalCharged"), value: totals.totalCharged, tone: "text-amber-900" },
    { id: "paid", label: t("totals.totalPaid"), value: totals.totalPaid, tone: "text-emerald-800" },
    // An advance is shown as a positive sum with its note; a minus sign on money confuses.
    {
      id: "balance",
      label: t("totals.balance"),
      value: Math.abs(totals.balance),
      tone: totals.balance > 0 ? "text-red-700" : "text-emerald-800",
      note: balanceNote,
    },
  ];
  return (
    <section aria-label={t("totals.label")} className="grid gap-2 sm:grid-cols-3 sm:gap-3">
      {cards.map((card) => (
        // On a phone each total is one compact line, so the list itself stays in view.
        <Card
          key={card.id}
          className="grid grid-cols-[1fr_auto] items-baseline gap-x-3 px-4 py-3 sm:block sm:p-4"
          data-testid={`total-${card.id}`}
        >
          <p className="text-sm font-medium text-slate-600">{card.label}</p>
          <p className={cn("text-right text-lg font-bold tabular-nums sm:mt-1 sm:text-left sm:text-2xl", card.tone)}>
            {formatRupeesForScreen(card.value)}
          </p>
          {card.note ? <p className="col-span-2 text-xs text-slate-500">{card.note}</p> : null}
        </Card>
      ))}
    </section>
  );
}
