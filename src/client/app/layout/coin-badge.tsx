import { Coins } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { cn } from "../../lib/cn";
import { useIsOwner } from "../../lib/session/use-my-role";
import { useWallet } from "../../lib/wallet/wallet-query";
import { useWalletEvents } from "../../lib/wallet/use-wallet-events";

const badge = "inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-sm font-medium text-amber-900";

/**
 * Premium or the coin count (SPEC §2), live: the event stream replaces the cached wallet on every
 * change. A link to Buy Coins for the owner, who alone buys; staff see the count, which their
 * printing spends. Hidden when the server runs with BILLING=off.
 */
export function CoinBadge() {
  const { t } = useTranslation();
  const { data: wallet } = useWallet();
  const isOwner = useIsOwner();
  useWalletEvents(wallet?.billing !== false);
  if (!wallet || !wallet.billing) return null;
  const content = (
    <>
      <Coins className="size-4" aria-hidden />
      {wallet.isPremium ? t("premium") : t("coins", { count: wallet.coins })}
    </>
  );
  return isOwner ? (
    <Link to="/BuyCoins" className={cn(badge, "hover:bg-amber-200")} data-testid="coin-badge">
      {content}
    </Link>
  ) : (
    <span className={badge} data-testid="coin-badge">
      {content}
    </span>
  );
}
