import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { PaymentStatus } from "@/shared/api/payment";
import type { Wallet } from "@/shared/api/wallet";
import { ApiRequestError, apiRequest } from "../api-client";
import { walletQueryKey } from "./wallet-query";

const POLL_MS = 1000;

export type PaymentResult = "none" | "pending" | "paid" | "failed";

/**
 * The return from checkout: the signed fields are sent to the server, which alone decides; then
 * the order is polled until paid or failed (the webhook may be the one that settles it).
 */
export function usePaymentResult(search: URLSearchParams): PaymentResult {
  const queryClient = useQueryClient();
  const orderId = search.get("razorpay_order_id") ?? search.get("order_id");
  const fields = {
    razorpay_order_id: search.get("razorpay_order_id") ?? "",
    razorpay_payment_id: search.get("razorpay_payment_id") ?? "",
    razorpay_signature: search.get("razorpay_signature") ?? "",
  };
  const signed = Boolean(fields.razorpay_order_id && fields.razorpay_payment_id && fields.razorpay_signature);

  const verify = useMutation({
    mutationFn: async () => (await apiRequest<{ data: { wallet: Wallet } }>("POST", "/payments/verify", fields)).data,
    onSuccess: (data) => queryClient.setQueryData(walletQueryKey, data.wallet),
  });
  const { mutate } = verify;
  useEffect(() => {
    if (signed) mutate();
  }, [signed, mutate]);

  const status = useQuery({
    queryKey: ["payment", orderId],
    enabled: Boolean(orderId),
    queryFn: async () => (await apiRequest<{ data: PaymentStatus }>("GET", `/payments/${orderId}`)).data,
    refetchInterval: (query) => (query.state.data?.status === "created" ? POLL_MS : false),
  });

  if (!orderId) return "none";
  if (verify.error instanceof ApiRequestError && verify.error.code === "BAD_SIGNATURE") return "failed";
  if (status.data?.status === "paid") return "paid";
  if (status.data?.status === "failed" || status.error) return "failed";
  return "pending";
}
