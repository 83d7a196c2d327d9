import { RefreshCw, WifiOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import { reloadToUpdate, usePwaState } from "../lib/pwa/pwa-state";
import { useOnline } from "../lib/use-online";

/** Top-of-page notices: working offline (read-only), and a new deployment ready to load. */
export function AppStatusBanners() {
  const { t } = useTranslation();
  const online = useOnline();
  const { updateReady } = usePwaState();
  return (
    <>
      {online ? null : (
        <div
          role="status"
          className="flex items-center justify-center gap-2 bg-amber-100 px-3 py-2 text-center text-sm text-amber-900"
          data-testid="offline-banner"
        >
          <WifiOff className="size-4 shrink-0" aria-hidden />
          <span>{t("offline.banner")}</span>
        </div>
      )}
      {updateReady ? (
        <div
          role="status"
          className="flex flex-wrap items-center justify-center gap-2 bg-brand-700 px-3 py-2 text-sm text-white"
        >
          <span>{t("pwa.updateReady")}</span>
          <button
            type="button"
            className="inline-flex items-center gap-1 rounded-md bg-white px-2 py-1 font-medium text-brand-800"
            onClick={() => void reloadToUpdate()}
          >
            <RefreshCw className="size-4" aria-hidden />
            {t("pwa.reload")}
          </button>
        </div>
      ) : null}
    </>
  );
}
