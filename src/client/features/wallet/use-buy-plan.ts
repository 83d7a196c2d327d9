import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import type { PaymentOrder } from "@/shared/api/payment";
import { apiRequest } from "../../lib/api-client";
import { openCheckout } from "../../lib/wallet/open-checkout";

/** Opens an order for a plan id (the server sets the amount), then the gateway's checkout. */
export function useBuyPlan() {
  const { t } = useTranslation("wallet");
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (planId: string) => {
      const order = (await apiRequest<{ data: PaymentOrder }>("POST", "/payments/orders", { planId })).data;
      await openCheckout(order, (path) => navigate(path));
    },
    onError: (error) => toast.error(t("orderFailed"), { description: error.message }),
  });
}
