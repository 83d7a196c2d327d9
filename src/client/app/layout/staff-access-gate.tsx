import { useQueryClient } from "@tanstack/react-query";
import { Lock } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { useStaffAccess } from "../../lib/session/use-staff-access";
import { walletQueryKey } from "../../lib/wallet/wallet-query";

/**
 * Staff of a school whose premium lapsed: during the grace the pages stay, under a notice that
 * changes are refused; after it every page would only fail, so one message stands in for them.
 */
export function StaffAccessGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const access = useStaffAccess();
  if (access === "none") {
    return (
      <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center" data-testid="premium-ended">
        <Lock className="size-10 text-amber-600" aria-hidden />
        <h1 className="text-lg font-semibold text-slate-800">{t("staffAccess.ended")}</h1>
        {/* The owner may have renewed meanwhile; the wallet answering again lets the pages back. */}
        <Button
          variant="outline"
          onClick={() => void queryClient.invalidateQueries({ queryKey: walletQueryKey, exact: true })}
        >
          {t("staffAccess.checkAgain")}
        </Button>
      </div>
    );
  }
  return (
    <>
      {access === "read-only" ? (
        <p
          role="status"
          className="mb-4 flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="staff-read-only"
        >
          <Lock className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>{t("staffAccess.readOnly")}</span>
        </p>
      ) : null}
      {children}
    </>
  );
}
