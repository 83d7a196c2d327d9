import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { useTranslation } from "react-i18next";
import { loadAuthClient } from "../auth-client-loader";
import { clearPrintDrafts } from "../print/draft-keys";
import { clearStoredSchool } from "./school-storage";
import { sessionQueryKey } from "./session-query-key";

/**
 * Signs out (`everywhere`: ends every session of this user, on all devices), forgets everything
 * kept for this user here (school, drafts, cache), and returns to sign-in.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return async ({ everywhere = false }: { everywhere?: boolean } = {}) => {
    const failed = await loadAuthClient()
      .then(async (authClient) => {
        const { error } = everywhere ? await authClient.revokeSessions() : await authClient.signOut();
        return Boolean(error);
      })
      .catch(() => true);
    if (failed) {
      toast.error(t("errors.generic"));
      return;
    }
    clearStoredSchool();
    clearPrintDrafts();
    queryClient.clear();
    queryClient.setQueryData(sessionQueryKey, null);
    navigate("/login", { replace: true });
  };
}
