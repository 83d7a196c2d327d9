import { useTranslation } from "react-i18next";
import type { Plan } from "@/shared/billing/plans";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { formatRupeesForScreen } from "@/shared/money";

/** One plan: what it gives, its price, and a button named with the price ("Pay ₹200"). */
export function PlanCard({ plan, onBuy, busy }: { plan: Plan; onBuy: (planId: string) => void; busy: boolean }) {
  const { t } = useTranslation("wallet");
  const price = formatRupeesForScreen(plan.priceRupees);
  const detail =
    plan.kind === "coins"
      ? t("plan.coinsDetail")
      : plan.kind === "premium"
        ? t("plan.premiumDetail")
        : t("plan.dlDetail");
  return (
    <Card>
      <CardContent className="flex h-full flex-col gap-2 p-4">
        <h3 className="font-semibold">{t(`plan.${plan.kind}`, { count: plan.coins ?? plan.days })}</h3>
        <p className="text-2xl font-bold text-brand-700">{price}</p>
        <p className="flex-1 text-sm text-slate-600">{detail}</p>
        <Button type="button" onClick={() => onBuy(plan.id)} disabled={busy}>
          {t("plan.pay", { price })}
        </Button>
      </CardContent>
    </Card>
  );
}
