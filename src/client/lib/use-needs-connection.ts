import { useTranslation } from "react-i18next";
import { useOnline } from "./use-online";

/**
 * Offline, why a change cannot be made ("Needs a connection"), to disable its button with the reason
 * before the form is filled; online, null. Only "Add" of a transaction works offline (the outbox).
 */
export function useNeedsConnection(): string | null {
  const { t } = useTranslation();
  return useOnline() ? null : t("offline.needsConnection");
}
