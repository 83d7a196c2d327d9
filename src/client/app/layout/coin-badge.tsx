import { Coins } from "lucide-react";
import { useTranslation } from "react-i18next";

/** Premium or the coin count (SPEC §2). The wallet arrives with the payments issue; until then 0 coins. */
export function CoinBadge({ coins = 0, isPremium = false }: { coins?: number; isPremium?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-sm font-medium text-amber-900" data-testid="coin-badge">
      <Coins className="size-4" aria-hidden />
      {isPremium ? t("premium") : t("coins", { count: coins })}
    </span>
  );
}
