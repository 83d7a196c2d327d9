import { Coins } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatInstantDate } from "../../components/format-instant-date";
import { buttonVariants } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { useIsOwner } from "../../lib/session/use-my-role";
import { useWallet } from "../../lib/wallet/wallet-query";
import { WalletHistory } from "./wallet-history";

/** Coins, Premium and DL Premium expiries and (for the owner) Buy Coins and the wallet history; absent when billing is off. */
export function PlanCoinsCard() {
  const { t, i18n } = useTranslation("profile");
  const { data: wallet } = useWallet();
  const isOwner = useIsOwner();
  if (!wallet || !wallet.billing) return null;
  const date = (iso: string) => formatInstantDate(iso, i18n.language);

  return (
    <Card data-testid="plan-coins-card">
      <CardHeader>
        <CardTitle>{t("wallet.title")}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-500">{t("wallet.coins")}</dt>
            <dd className="text-lg font-semibold" data-testid="wallet-coins">
              {wallet.coins}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">{t("wallet.premium")}</dt>
            <dd className="font-medium" data-testid="wallet-premium">
              {wallet.isPremium && wallet.premiumUntil
                ? t("wallet.premiumUntil", { date: date(wallet.premiumUntil) })
                : t("wallet.noPremium")}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">{t("wallet.dlPremium")}</dt>
            <dd className="font-medium" data-testid="wallet-dl-premium">
              {wallet.dlPremiumUntil
                ? t("wallet.dlPremiumUntil", { date: date(wallet.dlPremiumUntil) })
                : t("wallet.noDlPremium")}
            </dd>
            <dd className="text-xs text-slate-500">{t("wallet.dlHint")}</dd>
          </div>
        </dl>
        {/* Buying and the history are the owner's (the server refuses staff both). */}
        {isOwner ? (
          <>
            <Link to="/BuyCoins" className={buttonVariants({ variant: "outline" })}>
              <Coins aria-hidden />
              {t("wallet.buyCoins")}
            </Link>
            <WalletHistory />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
