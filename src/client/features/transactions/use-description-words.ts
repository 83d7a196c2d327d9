import { useTranslation } from "react-i18next";
import { describeText, type SystemTextKey } from "@/shared/rules/system-texts";
import "./i18n";

/** A stored description in the reader's words: a system text (stored as a code) translated, anything else as typed. */
export function useDescriptionWords(): (description: string) => string {
  const { t } = useTranslation("transactions");
  const words = t("systemTexts", { returnObjects: true }) as Record<SystemTextKey, string>;
  return (description) => describeText(description, words);
}
