import { formatRupeesForScreen } from "../money";
import { upiPaymentLink } from "./upi-link";

export type ReminderLanguage = "en" | "hi";

/** The placeholders a template may use; each is replaced wherever it appears. */
export const REMINDER_PLACEHOLDERS = ["{student}", "{amount}", "{school}", "{upiId}", "{upiLink}"] as const;

export const DEFAULT_REMINDER_TEMPLATES: Record<ReminderLanguage, string> = {
  en: "Dear parent, {student}'s fee of {amount} is due at {school}. Please pay by UPI to {upiId}: {upiLink}",
  hi: "आदरणीय अभिभावक, {school} में {student} की {amount} फ़ीस बाकी है। कृपया UPI {upiId} पर भुगतान करें: {upiLink}",
};

export interface ReminderFacts {
  studentName: string;
  /** Rupees outstanding. */
  outstanding: number;
  schoolName: string;
  /** The school's UPI ID; without one the message says to pay at the school office. */
  upiVpa: string | null;
}

const NO_UPI: Record<ReminderLanguage, string> = { en: "the school office", hi: "विद्यालय कार्यालय" };

export function reminderMessage(template: string, facts: ReminderFacts, language: ReminderLanguage): string {
  const upiLink = facts.upiVpa
    ? upiPaymentLink({
        vpa: facts.upiVpa,
        payeeName: facts.schoolName,
        amount: facts.outstanding,
        note: `Fee ${facts.studentName}`,
      })
    : "";
  const values: Record<(typeof REMINDER_PLACEHOLDERS)[number], string> = {
    "{student}": facts.studentName,
    "{amount}": formatRupeesForScreen(facts.outstanding),
    "{school}": facts.schoolName,
    "{upiId}": facts.upiVpa ?? NO_UPI[language],
    "{upiLink}": upiLink,
  };
  return REMINDER_PLACEHOLDERS.reduce((text, key) => text.replaceAll(key, values[key]), template).trim();
}

/** Indian mobile numbers in the wa.me form: country code 91 and the 10 digits, nothing else. */
export function whatsAppLink(phoneNumber: string, message: string): string {
  const digits = phoneNumber.replace(/\D/g, "").slice(-10);
  return `https://wa.me/91${digits}?text=${encodeURIComponent(message)}`;
}
