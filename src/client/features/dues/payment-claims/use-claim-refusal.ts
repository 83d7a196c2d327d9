import { useTranslation } from "react-i18next";
import { DUPLICATE_UTR } from "@/shared/api/duplicate-utr";
import { ApiRequestError } from "../../../lib/api-client";
import { errorMessage } from "../../../lib/error-message";
import "./i18n";

/** Why confirming or rejecting a claim failed, in the reader's language when it is a refusal the panel knows. */
export function useClaimRefusal() {
  const { t } = useTranslation("paymentClaims");
  return (error: unknown) => {
    if (error instanceof ApiRequestError && error.code === DUPLICATE_UTR) return t("duplicate");
    if (error instanceof ApiRequestError && error.code === "DAY_CLOSED") return t("dayClosed");
    return t("failed", { message: errorMessage(error) });
  };
}
