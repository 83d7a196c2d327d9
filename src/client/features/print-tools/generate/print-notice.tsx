import { CircleCheck, Coins } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useIsOwner } from "../../../lib/session/use-my-role";
import type { PrintState } from "./use-print-action";

/**
 * The confirmation after a download ("omr-sheet.pdf downloaded — 1 page"), or why nothing was made
 * (no coins, no premium) with the way to Buy Coins (for staff: ask the owner); read out by screen readers.
 */
export function PrintNotice({ state }: { state: PrintState }) {
  const { t } = useTranslation(["printTools", "common"]);
  const isOwner = useIsOwner();
  if (state.status === "no-coins") {
    return (
      <div role="alert" className="flex items-start gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
        <Coins className="mt-0.5 size-4 shrink-0" aria-hidden />
        <p className="min-w-0">
          {t("common.noCoins")} {/* Only the owner buys; staff are told whom to ask. */}
          {isOwner ? (
            <Link to="/BuyCoins" className="font-semibold underline">
              {t("common.buyCoins")}
            </Link>
          ) : (
            t("common:ownerBuys")
          )}
        </p>
      </div>
    );
  }
  return (
    <div role="status" aria-live="polite">
      {state.status === "done" ? (
        <p className="flex items-start gap-2 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span className="min-w-0 break-words">{state.notice}</span>
        </p>
      ) : null}
    </div>
  );
}
