import { Check, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { standardPlan } from "@/shared/billing/plans";
import { useIsOwner } from "../../lib/session/use-my-role";
import { formatRupeesForScreen } from "@/shared/money";
import { useWallet } from "../../lib/wallet/wallet-query";

/** The standard plan (SPEC §1), priced from the catalogue, linking the owner (who alone buys) to Buy Coins. */
export function PricingCard() {
  const { t } = useTranslation();
  const { data: wallet } = useWallet();
  const isOwner = useIsOwner();
  const included = [
    t("pricing.teamMembers", { count: standardPlan.teamMembers }),
    t("pricing.ledgerManagement"),
    t("pricing.demandSlip"),
  ];
  const excluded = ["pricing.toolSupport", "pricing.whatsappReminder"] as const;
  // BILLING=off: nothing is sold, so nothing is advertised.
  if (wallet?.billing === false) return null;
  return (
    <section className="rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm" aria-label={t("pricing.title")}>
      <p className="font-semibold text-brand-800">{t("pricing.title")}</p>
      <p className="mt-1 text-2xl font-bold text-brand-700">
        {t("pricing.price", { price: formatRupeesForScreen(standardPlan.priceRupees) })}
      </p>
      <ul className="mt-3 space-y-1.5">
        {included.map((text) => (
          <li key={text} className="flex items-center gap-2">
            <Check className="size-4 text-green-600" aria-hidden />
            {text}
          </li>
        ))}
        {excluded.map((key) => (
          <li key={key} className="flex items-center gap-2 text-slate-600">
            <X className="size-4 text-slate-500" aria-hidden />
            <s>{t(key)}</s>
            <span className="sr-only">({t("pricing.notIncluded")})</span>
          </li>
        ))}
      </ul>
      {isOwner ? (
        <Link to="/BuyCoins" className="mt-3 inline-block font-medium text-brand-700 hover:underline">
          {t("pricing.cta")}
        </Link>
      ) : null}
    </section>
  );
}
