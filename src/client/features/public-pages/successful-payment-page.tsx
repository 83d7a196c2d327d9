import { CircleCheck, Smartphone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useSearchParams } from "react-router";
import { Spinner } from "../../components/ui/spinner";
import { checkoutOrigin } from "../../lib/wallet/checkout-origin";
import { usePaymentResult } from "../../lib/wallet/use-payment-result";
import { Button } from "../../components/ui/button";
import { CloseApplicationButton } from "./close-application-button";
import { PublicShell } from "./public-shell";
import { PurchaseSummary } from "./purchase-summary";

/** Only an installed app (opened from the home screen) can be closed meaningfully; a browser tab is left for the buyer. */
const inInstalledApp = () => window.matchMedia?.("(display-mode: standalone)").matches === true;

/**
 * Says "paid" only once the server does: it verifies the signed return, then polls the order while
 * pending. Then it says what was bought and leads back to the page the purchase began on.
 */
export default function SuccessfulPaymentPage() {
  const { t } = useTranslation("publicPages");
  const [search] = useSearchParams();
  const { state: result, planId } = usePaymentResult(search);
  if (result === "failed") return <Navigate to={`/FailedPayment?${search}`} replace />;
  if (result !== "paid") {
    return (
      <PublicShell title={t("payment.success.title")}>
        <p className="flex items-center gap-2 text-lg text-slate-900" role="status">
          {result === "pending" ? <Spinner /> : null}
          {result === "pending" ? t("payment.success.confirming") : t("payment.success.nothing")}
        </p>
      </PublicShell>
    );
  }
  return (
    <PublicShell
      title={t("payment.success.title")}
      icon={<CircleCheck className="mb-3 size-12 text-green-600" aria-hidden />}
    >
      <PurchaseSummary planId={planId} />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <Button asChild>
          <Link to={checkoutOrigin()}>{t("payment.success.home")}</Link>
        </Button>
        {inInstalledApp() ? <CloseApplicationButton /> : null}
      </div>
      <aside className="flex gap-3 rounded-lg border border-brand-100 bg-brand-50 p-4" aria-labelledby="promo-title">
        <Smartphone className="size-8 shrink-0 text-brand-700" aria-hidden />
        <div className="space-y-1">
          <h2 id="promo-title" className="font-semibold text-brand-800">
            {t("payment.success.promo.title")}
          </h2>
          <p className="text-sm">{t("payment.success.promo.text")}</p>
          <Link to="/latest-update" className="text-sm font-medium text-brand-700 underline">
            {t("payment.success.promo.cta")}
          </Link>
        </div>
      </aside>
    </PublicShell>
  );
}
