import { RefreshCw, WifiOff } from "lucide-react";
import { reloadToUpdate, usePwaState } from "../lib/pwa/pwa-state";
import { useTexts } from "../lib/language";
import { useOnline } from "../lib/use-online";
import { common } from "../locales/common";

/** Top-of-page notices: working offline (read-only), and a new deployment ready to load. On /login too, so without i18next. */
export function AppStatusBanners() {
  const texts = useTexts(common);
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
          <span>{texts.offline.banner}</span>
        </div>
      )}
      {updateReady ? (
        <div
          role="status"
          className="flex flex-wrap items-center justify-center gap-2 bg-brand-700 px-3 py-2 text-sm text-white"
        >
          <span>{texts.pwa.updateReady}</span>
          <button
            type="button"
            className="inline-flex items-center gap-1 rounded-md bg-white px-2 py-1 font-medium text-brand-800"
            onClick={() => void reloadToUpdate()}
          >
            <RefreshCw className="size-4" aria-hidden />
            {texts.pwa.reload}
          </button>
        </div>
      ) : null}
    </>
  );
}
