import { useTranslation } from "react-i18next";
import { plans } from "@/shared/billing/plans";
import { PageHeader } from "../../components/page-header";
import { useWallet } from "../../lib/wallet/wallet-query";
import { OwnerBuys } from "./owner-buys";
import { PlanGrid } from "./plan-grid";
import { WalletSummary } from "./wallet-summary";
import "./i18n";

/** Other Plans: DL premium, for the companion app; the page says what it is for. */
export default function OtherPlansPage() {
  const { t } = useTranslation("wallet");
  const { data: wallet } = useWallet();
  return (
    <div className="space-y-5">
      <PageHeader title={t("otherPlans.title")} subtitle={t("otherPlans.subtitle")} />
      <WalletSummary dl />
      {wallet?.billing ? (
        <OwnerBuys>
          <PlanGrid label={t("otherPlans.title")} plans={plans.filter((plan) => plan.kind === "dl-premium")} />
        </OwnerBuys>
      ) : null}
    </div>
  );
}
