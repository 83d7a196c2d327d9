import { CircleX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { ContactSection } from "./contact-section";
import { PublicShell } from "./public-shell";

/** Where checkout's Fail, a refused signature or a failed order lands. */
export default function FailedPaymentPage() {
  const { t } = useTranslation("publicPages");
  return (
    <PublicShell title={t("payment.failed.title")} icon={<CircleX className="mb-3 size-12 text-red-600" aria-hidden />}>
      <p className="text-lg text-slate-900">{t("payment.failed.text")}</p>
      <p>{t("payment.failed.moneyTaken")}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild>
          <Link to="/BuyCoins">{t("payment.failed.tryAgain")}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/">{t("payment.failed.home")}</Link>
        </Button>
      </div>
      <ContactSection />
    </PublicShell>
  );
}
