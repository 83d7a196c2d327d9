import { useTranslation } from "react-i18next";
import { useWallet } from "../../lib/wallet/wallet-query";

/** The balance and expiries above the plans; says so plainly when billing is off. */
export function WalletSummary({ dl = false }: { dl?: boolean }) {
  const { t, i18n } = useTranslation(["wallet", "common"]);
  const { data: wallet } = useWallet();
  if (!wallet) return null;
  if (!wallet.billing) return <p className="rounded-md bg-emerald-50 p-3 text-emerald-800">{t("billingOff")}</p>;
  const date = (iso: string) =>
    new Date(iso).toLocaleDateString(i18n.language === "hi" ? "hi-IN" : "en-IN", { dateStyle: "medium" });
  return (
    <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
      <span className="font-semibold">{t("wallet.balance")}: </span>
      {t("common:coins", { count: wallet.coins })} ·{" "}
      {dl
        ? wallet.dlPremiumUntil
          ? t("wallet.dlPremiumUntil", { date: date(wallet.dlPremiumUntil) })
          : t("wallet.noDlPremium")
        : wallet.isPremium && wallet.premiumUntil
          ? t("wallet.premiumUntil", { date: date(wallet.premiumUntil) })
          : t("wallet.noPremium")}
    </p>
  );
}
