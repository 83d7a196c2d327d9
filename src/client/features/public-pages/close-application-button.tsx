import { X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";

/** How long to give the browser to close the window before saying it did not. */
const CLOSE_CHECK_MS = 300;

/**
 * Browsers let a script close only a window that a script opened (the payment gateway's tab
 * usually is one); otherwise the window stays, and the page says so instead of an alert.
 */
export function CloseApplicationButton() {
  const { t } = useTranslation("publicPages");
  const [stillOpen, setStillOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const close = () => {
    setStillOpen(false);
    window.close();
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setStillOpen(!window.closed), CLOSE_CHECK_MS);
  };

  return (
    <div className="space-y-2">
      <Button onClick={close} variant="outline" className="w-full sm:w-auto">
        <X aria-hidden />
        {t("payment.success.close")}
      </Button>
      {stillOpen ? (
        <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t("payment.success.closeManually")}
        </p>
      ) : null}
    </div>
  );
}
