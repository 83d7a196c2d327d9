import { useTranslation } from "react-i18next";
import { plans } from "@/shared/billing/plans";
import { PageHeader } from "../../components/page-header";
import { useWallet } from "../../lib/wallet/wallet-query";
import { OwnerBuys } from "./owner-buys";
import { PlanGrid } from "./plan-grid";
import { WalletSummary } from "./wallet-summary";
import "./i18n";

/** Buy Coins: the coin pack and the premium plans, straight from the catalogue. */
export default function BuyCoinsPage() {
  const { t } = useTranslation("wallet");
  const { data: wallet } = useWallet();
  return (
    <div className="space-y-5">
      <PageHeader title={t("buyCoins.title")} subtitle={t("buyCoins.subtitle")} />
      <WalletSummary />
      {wallet?.billing ? (
        <OwnerBuys>
          <PlanGrid label={t("buyCoins.coinsSection")} plans={plans.filter((plan) => plan.kind === "coins")} />
          <PlanGrid label={t("buyCoins.premiumSection")} plans={plans.filter((plan) => plan.kind === "premium")} />
        </OwnerBuys>
      ) : null}
    </div>
  );
}
