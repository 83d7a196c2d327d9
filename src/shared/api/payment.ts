import { z } from "zod";
import { plainText } from "../rules/text";
import { successSchema } from "./envelope";
import { planIdSchema, walletSchema } from "./wallet";

/** The client sends only a plan id; the server derives the amount. */
export const createOrderBodySchema = z.object({ planId: planIdSchema });

export const paymentOrderSchema = z.object({
  orderId: z.string(),
  planId: z.string(),
  amountPaise: z.number().int(),
  currency: z.literal("INR"),
  gateway: z.enum(["razorpay", "development"]),
  /** Razorpay's public key id for Checkout. */
  keyId: z.string(),
  /** The development checkout page; absent for Razorpay, which opens Checkout in the page. */
  checkoutUrl: z.string().optional(),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

/** Razorpay Checkout's three callback fields, exactly as it names them. */
export const verifyPaymentBodySchema = z.object({
  razorpay_order_id: plainText(64).pipe(z.string().min(1)),
  razorpay_payment_id: plainText(64).pipe(z.string().min(1)),
  razorpay_signature: plainText(256).pipe(z.string().min(1)),
});
export type VerifyPaymentBody = z.infer<typeof verifyPaymentBodySchema>;

export const verifiedPaymentSchema = z.object({ orderId: z.string(), status: z.literal("paid"), wallet: walletSchema });

export const paymentStatusSchema = z.object({
  orderId: z.string(),
  planId: z.string(),
  status: z.enum(["created", "paid", "failed"]),
  amountPaise: z.number().int(),
});
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const paymentOrderResponseSchema = successSchema(paymentOrderSchema);
export const verifiedPaymentResponseSchema = successSchema(verifiedPaymentSchema);
export const paymentStatusResponseSchema = successSchema(paymentStatusSchema);
/** A gateway order id as Razorpay writes it (order_XXXXXXXXXXXXXX). */
export const gatewayOrderIdSchema = z.string().regex(/^order_[A-Za-z0-9]{6,40}$/);
