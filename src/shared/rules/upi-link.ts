import { rupeesToPaise } from "../money";

export interface UpiPayment {
  /** The payee's UPI ID (virtual payment address), e.g. "school@okaxis". */
  readonly vpa: string;
  /** The payee's name as the parent's app shows it. */
  readonly payeeName: string;
  /** Rupees; printed with exactly two decimals as NPCI's `am` parameter asks. */
  readonly amount: number;
  /** Transaction note (`tn`), e.g. "Fee 251122-0042", so the school can match the payment. */
  readonly note: string;
}

/** `12.5` → `"12.50"`, through paise so float noise never reaches the link. */
function twoDecimals(rupees: number): string {
  const paise = rupeesToPaise(rupees);
  const sign = paise < 0n ? "-" : "";
  const abs = paise < 0n ? -paise : paise;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, "0")}`;
}

/**
 * NPCI's UPI deep link (`upi://pay?pa=…&pn=…&am=…&cu=INR&tn=…`), the text of a slip's QR code.
 * Every value is percent-encoded: names and notes carry spaces, `&` or Devanagari.
 */
export function upiPaymentLink({ vpa, payeeName, amount, note }: UpiPayment): string {
  const params: [string, string][] = [
    ["pa", vpa.trim()],
    ["pn", payeeName.trim()],
    ["am", twoDecimals(amount)],
    ["cu", "INR"],
    ["tn", note],
  ];
  return `upi://pay?${params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join("&")}`;
}
