import { formatRupeesForScreen } from "../money";

export type ReminderLanguage = "en" | "hi";

/** The placeholders a template may use; each is replaced wherever it appears. */
export const REMINDER_PLACEHOLDERS = ["{student}", "{amount}", "{school}", "{phone}", "{payment}", "{upiId}"] as const;

export const DEFAULT_REMINDER_TEMPLATES: Record<ReminderLanguage, string> = {
  en: "Dear parent, {student}'s fee of {amount} is due at {school}. {payment} For any question, call {phone}.",
  hi: "आदरणीय अभिभावक, {school} में {student} की {amount} फ़ीस बाकी है। {payment} किसी भी प्रश्न के लिए {phone} पर फ़ोन करें।",
};

export interface ReminderFacts {
  studentName: string;
  /** Rupees outstanding. */
  outstanding: number;
  schoolName: string;
  /** The school's contact number, for the parent to call. */
  schoolPhone: string;
  /** The school's UPI ID; without one the message says to pay at the school office. */
  upiVpa: string | null;
}

const NO_UPI: Record<ReminderLanguage, string> = { en: "the school office", hi: "विद्यालय कार्यालय" };

/**
 * How to pay, as one whole sentence: the UPI ID and the amount in plain words when there is an ID
 * (WhatsApp does not make a upi:// link tappable), the school office otherwise.
 */
function paymentSentence(facts: ReminderFacts, amount: string, language: ReminderLanguage): string {
  const upiId = facts.upiVpa?.trim();
  if (language === "hi")
    return upiId
      ? `कृपया ${amount} UPI से ${upiId} पर भेजें, या विद्यालय कार्यालय में जमा करें।`
      : "कृपया विद्यालय कार्यालय में भुगतान करें।";
  return upiId
    ? `Please send ${amount} by UPI to ${upiId}, or pay at the school office.`
    : "Please pay at the school office.";
}

export function reminderMessage(template: string, facts: ReminderFacts, language: ReminderLanguage): string {
  const amount = formatRupeesForScreen(facts.outstanding);
  const values: Record<(typeof REMINDER_PLACEHOLDERS)[number], string> = {
    "{student}": facts.studentName,
    "{amount}": amount,
    "{school}": facts.schoolName,
    "{phone}": facts.schoolPhone,
    "{payment}": paymentSentence(facts, amount, language),
    "{upiId}": facts.upiVpa?.trim() || NO_UPI[language],
  };
  const filled = REMINDER_PLACEHOLDERS.reduce((text, key) => text.replaceAll(key, values[key]), template);
  // {upiLink} was a placeholder once and may sit in a saved template: it now gives nothing (a raw
  // upi:// URL is not tappable in WhatsApp), and the colon that led into it goes with it.
  return filled
    .replace(/\s*:?\s*\{upiLink\}/g, "")
    .replace(/[ \t]{2,}/g, " ")
    .trim();
}

/** Indian mobile numbers in the wa.me form: country code 91 and the 10 digits, nothing else. */
export function whatsAppLink(phoneNumber: string, message: string): string {
  const digits = phoneNumber.replace(/\D/g, "").slice(-10);
  return `https://wa.me/91${digits}?text=${encodeURIComponent(message)}`;
}
