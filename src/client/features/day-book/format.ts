import { formatRupeesForScreen } from "@/shared/money";

const TIME = new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Kolkata", hour: "2-digit", minute: "2-digit" });

/** The hour and minute in India, "14:05": the day book is kept on Indian time wherever the phone is. */
export function timeInIndia(iso: string): string {
  return TIME.format(new Date(iso));
}

/** ₹1,250.50, with a minus sign for money going out (cancellations, refunds, a short count). */
export function rupees(amount: number): string {
  return formatRupeesForScreen(amount);
}
