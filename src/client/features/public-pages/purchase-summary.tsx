import { useTranslation } from "react-i18next";
import { findPlan } from "@/shared/billing/plans";
import { useWallet } from "../../lib/wallet/wallet-query";

/** What was bought and where the wallet now stands ("200 coins added — you now have 220"), from the server's plan id. */
export function PurchaseSummary({ planId }: { planId?: string }) {
  const { t, i18n } = useTranslation("publicPages");
  const { data: wallet } = useWallet();
  const plan = planId ? findPlan(planId) : undefined;
  const date = (iso: string | null | undefined) =>
    iso ? new Date(iso).toLocaleDateString(i18n.language === "hi" ? "hi-IN" : "en-IN", { dateStyle: "medium" }) : null;
  let text = t("payment.success.text");
  if (plan?.kind === "coins") {
    text = t("payment.success.coinsAdded", { count: plan.coins });
    if (wallet) text += t("payment.success.coinsNow", { total: wallet.coins });
  } else if (plan) {
    const until = date(plan.kind === "premium" ? wallet?.premiumUntil : wallet?.dlPremiumUntil);
    text = t(plan.kind === "premium" ? "payment.success.premiumAdded" : "payment.success.dlAdded", {
      count: plan.days,
    });
    if (until) text += t("payment.success.until", { date: until });
  }
  return (
    <p className="text-lg text-slate-900" role="status">
      {text}
    </p>
  );
}
