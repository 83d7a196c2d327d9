import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { CommonKey } from "../lib/text-keys";

/** The tab shows the screen's name, in the chosen language. */
export function usePageTitle(titleKey: CommonKey) {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    document.title = `${t(titleKey)} · ${t("appName")}`;
  }, [t, titleKey, i18n.language]);
}
