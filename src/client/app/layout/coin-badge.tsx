import { Coins, Crown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { premiumDaysLeft } from "@/shared/billing/days-left";
import type { Wallet } from "@/shared/api/wallet";
import { cn } from "../../lib/cn";
import { useIsOwner } from "../../lib/session/use-my-role";
import { useWallet } from "../../lib/wallet/wallet-query";
import { useWalletEvents } from "../../lib/wallet/use-wallet-events";

// max-w keeps the badge within ~110 px so the 360 px header still fits the language switch and the avatar.
const badge =
  "inline-flex max-w-[110px] items-center gap-1 rounded-full bg-amber-100 px-2.5 py-1 text-sm font-medium text-amber-900";

/** Premium's days left on one line and the coins (once there are any) under it; a spelled-out text for screen readers. */
function PremiumContent({ wallet }: { wallet: Wallet }) {
  const { t } = useTranslation();
  const days = premiumDaysLeft(wallet.premiumUntil);
  const spoken = [
    t("badge.premiumLeft", { count: days }),
    wallet.coins > 0 ? t("coins", { count: wallet.coins }) : null,
  ];
  return (
    <>
      <span className="sr-only">{spoken.filter(Boolean).join(", ")}</span>
      <span aria-hidden className="flex min-w-0 flex-col text-xs leading-tight">
        <span className="flex items-center gap-1 truncate" data-testid="coin-badge-premium">
          <Crown className="size-3 shrink-0" />
          {t("badge.premiumDays", { count: days })}
        </span>
        {wallet.coins > 0 ? (
          <span className="flex items-center gap-1 truncate" data-testid="coin-badge-coins">
            <Coins className="size-3 shrink-0" />
            {wallet.coins}
          </span>
        ) : null}
      </span>
    </>
  );
}

/**
 * Premium with its days left, or the coin count (SPEC §2), live: the event stream replaces the cached
 * wallet on every change. A link to Buy Coins for the owner, who alone buys; staff see the count,
 * which their printing spends. Hidden when the server runs with BILLING=off.
 */
export function CoinBadge() {
  const { t } = useTranslation();
  const { data: wallet } = useWallet();
  const isOwner = useIsOwner();
  useWalletEvents(wallet?.billing !== false);
  if (!wallet || !wallet.billing) return null;
  const content = wallet.isPremium ? (
    <PremiumContent wallet={wallet} />
  ) : (
    <>
      <Coins className="size-4 shrink-0" aria-hidden />
      <span className="truncate">{t("coins", { count: wallet.coins })}</span>
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
