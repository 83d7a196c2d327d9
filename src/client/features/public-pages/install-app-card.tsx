import { Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { promptInstall, usePwaState } from "../../lib/pwa/pwa-state";

/** iPhones and iPads (iPadOS reports itself as a Mac with touch) install only through Safari's Share menu. */
function isAppleMobile() {
  return (
    /iPhone|iPad|iPod/.test(navigator.userAgent) ||
    (navigator.userAgent.includes("Macintosh") && navigator.maxTouchPoints > 1)
  );
}

/** /latest-update: the browser's own install prompt where it offers one, the iOS steps, and the version here. */
export function InstallAppCard() {
  const { t, i18n } = useTranslation("publicPages");
  const { installPrompt, installed } = usePwaState();
  const builtAt = new Intl.DateTimeFormat(i18n.resolvedLanguage === "hi" ? "hi-IN" : "en-IN", {
    dateStyle: "medium",
    timeStyle: "short",
  }).format(new Date(__BAHI_BUILT_AT__));
  return (
    <section
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
      aria-labelledby="install-app-heading"
    >
      <h2 id="install-app-heading" className="text-lg font-semibold">
        {t("install.heading")}
      </h2>
      {installed ? (
        <p>{t("install.installed")}</p>
      ) : installPrompt ? (
        <Button onClick={() => void promptInstall()}>
          <Download aria-hidden />
          {t("install.installButton")}
        </Button>
      ) : (
        <p>{isAppleMobile() ? t("install.iosSteps") : t("install.notOffered")}</p>
      )}
      <p className="text-sm text-slate-600" data-testid="installed-version">
        {t("install.version", { version: __BAHI_VERSION__, builtAt })}
      </p>
    </section>
  );
}
