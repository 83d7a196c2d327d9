import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Wallet } from "@/shared/api/wallet";
import { premiumDaysLeft } from "@/shared/billing/days-left";
import { plans } from "@/shared/billing/plans";
import { formatRupeesForScreen } from "@/shared/money";
import { formatInstantDate } from "../../components/format-instant-date";
import { useIsOwner } from "../../lib/session/use-my-role";
import { useWallet } from "../../lib/wallet/wallet-query";

const coinPacks = plans.filter((plan) => plan.kind === "coins");
const premiumPlans = plans.filter((plan) => plan.kind === "premium");

/** The school's own Premium: days left and the end date, instead of advertising what it already has. */
function OwnPlan({ wallet }: { wallet: Wallet }) {
  const { t, i18n } = useTranslation();
  const until = formatInstantDate(wallet.premiumUntil ?? new Date(0).toISOString(), i18n.language);
  return (
    <>
      <p className="font-semibold text-brand-800">{t("pricing.yourPlan")}</p>
      <p className="mt-1 text-brand-700">
        {t("pricing.daysLeft", { count: premiumDaysLeft(wallet.premiumUntil), date: until })}
      </p>
    </>
  );
}

/** The catalogue's plans (src/shared/billing/plans.ts, the only place prices live), as the plans page sells them. */
function CataloguePlans() {
  const { t } = useTranslation();
  const row = (id: string, name: string, price: number) => (
    <li key={id} className="flex justify-between gap-2">
      <span>{name}</span>
      <span className="font-semibold text-brand-700">{formatRupeesForScreen(price)}</span>
    </li>
  );
  return (
    <>
      <p className="font-semibold text-brand-800">{t("pricing.title")}</p>
      <ul className="mt-2 space-y-1">
        {coinPacks.map((plan) => row(plan.id, t("pricing.coinPack", { count: plan.coins }), plan.priceRupees))}
      </ul>
      <p className="mt-1 text-xs text-slate-600">{t("pricing.coinDetail")}</p>
      <ul className="mt-2 space-y-1">
        {premiumPlans.map((plan) => row(plan.id, t("pricing.premiumDays", { count: plan.days }), plan.priceRupees))}
      </ul>
      <p className="mt-1 text-xs text-slate-600">{t("pricing.premiumDetail")}</p>
    </>
  );
}

/** The sidebar card: the school's own Premium while it lasts, otherwise the real plans; the owner (who alone buys) gets a link. */
export function PricingCard() {
  const { t } = useTranslation();
  const { data: wallet } = useWallet();
  const isOwner = useIsOwner();
  // BILLING=off: nothing is sold, so nothing is advertised.
  if (!wallet || wallet.billing === false) return null;
  const premium = wallet.isPremium && Boolean(wallet.premiumUntil);
  return (
    <section
      className="rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm"
      aria-label={premium ? t("pricing.yourPlan") : t("pricing.title")}
      data-testid="pricing-card"
    >
      {premium ? <OwnPlan wallet={wallet} /> : <CataloguePlans />}
      {isOwner ? (
        <Link to="/BuyCoins" className="mt-3 inline-block font-medium text-brand-700 hover:underline">
          {premium ? t("pricing.extend") : t("pricing.cta")}
        </Link>
      ) : null}
    </section>
  );
}
