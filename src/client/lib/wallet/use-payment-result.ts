import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { PaymentStatus } from "@/shared/api/payment";
import type { Wallet } from "@/shared/api/wallet";
import { ApiRequestError, apiRequest } from "../api-client";
import { walletQueryKey } from "./wallet-query";

const POLL_MS = 1000;

export type PaymentState = "none" | "pending" | "paid" | "failed";

/** Where the payment stands and, once the server has named it, the plan that was bought. */
export interface PaymentResult {
  state: PaymentState;
  planId?: string;
}

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

  const paid = status.data?.status === "paid";
  // A webhook may have granted it before verify answered: the page then shows the balance afresh.
  useEffect(() => {
    if (paid) void queryClient.invalidateQueries({ queryKey: walletQueryKey });
  }, [paid, queryClient]);

  const planId = status.data?.planId;
  if (!orderId) return { state: "none" };
  if (verify.error instanceof ApiRequestError && verify.error.code === "BAD_SIGNATURE") return { state: "failed" };
  if (paid) return { state: "paid", planId };
  if (status.data?.status === "failed" || status.error) return { state: "failed" };
  return { state: "pending" };
}
