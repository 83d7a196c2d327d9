import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { useTranslation } from "react-i18next";
import { authClient } from "../auth-client";
import { clearPrintDrafts } from "../print/draft-keys";
import { clearStoredSchool } from "./school-storage";

/** Signs out, forgets everything kept for this user (school, drafts, cache), and returns to sign-in. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return async () => {
    const { error } = await authClient.signOut();
    if (error) {
      toast.error(t("errors.generic"));
      return;
    }
    clearStoredSchool();
    clearPrintDrafts();
    queryClient.clear();
    navigate("/login", { replace: true });
  };
}
