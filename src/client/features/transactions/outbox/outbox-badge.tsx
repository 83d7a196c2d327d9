import { CloudUpload } from "lucide-react";
import { useTranslation } from "react-i18next";
import "./i18n";

/** "Waiting to send" / "भेजना बाकी" on a row kept on this device until the connection is back. */
export function OutboxBadge() {
  const { t } = useTranslation("outbox");
  return (
    <span
      className="ml-2 inline-flex items-center gap-1 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900"
      title={t("waitingHint")}
      data-testid="outbox-waiting"
    >
      <CloudUpload className="size-3.5" aria-hidden />
      {t("waiting")}
    </span>
  );
}
