import { useEffect } from "react";
import { useTranslation } from "react-i18next";

/** The tab shows the screen's name, in the chosen language. */
export function usePageTitle(titleKey: string) {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    document.title = `${t(titleKey)} · ${t("appName")}`;
  }, [t, titleKey, i18n.language]);
}
