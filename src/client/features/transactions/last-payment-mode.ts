import { paymentModeSchema, type PaymentMode } from "@/shared/api/transaction";

const STORAGE_KEY = "bahi.lastPaymentMode";

/** "" is "Not stated", as the form's select writes it. */
export type PaymentModeChoice = PaymentMode | "";

/**
 * The mode of the last Received entered on this device, so a school that takes cash all day picks it
 * once; cash the first time (what a small school's office mostly takes). A stored value that is no
 * mode any more, or storage that cannot be read (private mode), gives cash too.
 */
export function lastPaymentMode(): PaymentModeChoice {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (stored === "") return "";
    const mode = paymentModeSchema.safeParse(stored);
    return mode.success ? mode.data : "cash";
  } catch {
    return "cash";
  }
}

export function rememberPaymentMode(mode: PaymentModeChoice): void {
  try {
    localStorage.setItem(STORAGE_KEY, mode);
  } catch {
    // Full or disabled storage: the next entry starts from cash again.
  }
}
