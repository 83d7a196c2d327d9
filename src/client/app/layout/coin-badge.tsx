import { Coins } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useWallet } from "../../lib/wallet/wallet-query";
import { useWalletEvents } from "../../lib/wallet/use-wallet-events";

/**
 * Premium or the coin count (SPEC §2), live: the event stream replaces the cached wallet on every
 * change. Hidden when the server runs with BILLING=off.
 */
export function CoinBadge() {
  const { t } = useTranslation();
  const { data: wallet } = useWallet();
  useWalletEvents(wallet?.billing !== false);
  if (!wallet || !wallet.billing) return null;
  return (
    <Link
      to="/BuyCoins"
      className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-sm font-medium text-amber-900 hover:bg-amber-200"
      data-testid="coin-badge"
    >
      <Coins className="size-4" aria-hidden />
      {wallet.isPremium ? t("premium") : t("coins", { count: wallet.coins })}
    </Link>
  );
}
