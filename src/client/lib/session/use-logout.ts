import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { useTranslation } from "react-i18next";
import { authClient } from "../auth-client";
import { clearStoredSchool } from "./school-storage";

/** Signs out, forgets everything cached for this user, and returns to the sign-in page. */
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
    queryClient.clear();
    navigate("/login", { replace: true });
  };
}
