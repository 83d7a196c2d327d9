import { formatRupeesForScreen } from "../money";
import type { ReminderLanguage } from "./reminder-message";

/** The placeholders of a family reminder; a line with {link} or {upi} goes when there is none. */
export const FAMILY_REMINDER_PLACEHOLDERS = [
  "{family}",
  "{children}",
  "{total}",
  "{link}",
  "{upi}",
  "{school}",
] as const;

export const DEFAULT_FAMILY_REMINDER_TEMPLATES: Record<ReminderLanguage, string> = {
  en: "Dear {family}, fees due at {school}:\n{children}\nTotal: {total}\nSee the details: {link}\nPay by UPI to {upi}, or at the school office.",
  hi: "आदरणीय {family}, {school} में बकाया फ़ीस:\n{children}\nकुल: {total}\nविवरण देखें: {link}\nUPI से {upi} पर भेजें, या विद्यालय कार्यालय में जमा करें।",
};

export interface FamilyReminderFacts {
  /** Whom to address: the guardian's name, or "" for "parent". */
  guardianName: string;
  children: { name: string; ledgerName: string; outstanding: number }[];
  schoolName: string;
  /** The parent page's address, when the family has a link the school can send. */
  link: string | null;
  upiVpa: string | null;
}

const PARENT: Record<ReminderLanguage, string> = { en: "parent", hi: "अभिभावक" };

/** Whole rupees, rounded up: paying what the message says settles the fee. */
export function wholeRupees(rupees: number): number {
  return Math.ceil(Math.round(rupees * 100) / 100);
}

/**
 * One WhatsApp text for a family: each child's due in whole rupees, the total of those figures, the
 * link and the UPI ID — a line that would hold a missing link or UPI ID is left out whole, so there
 * is never a dangling "pay by UPI to".
 */
export function familyReminderMessage(
  template: string,
  facts: FamilyReminderFacts,
  language: ReminderLanguage,
): string {
  const dues = facts.children.map((child) => ({ ...child, whole: wholeRupees(child.outstanding) }));
  const values: Record<(typeof FAMILY_REMINDER_PLACEHOLDERS)[number], string> = {
    "{family}": facts.guardianName.trim() || PARENT[language],
    "{children}": dues.map((c) => `${c.name} (${c.ledgerName}): ${formatRupeesForScreen(c.whole)}`).join("\n"),
    "{total}": formatRupeesForScreen(dues.reduce((sum, c) => sum + c.whole, 0)),
    "{link}": facts.link ?? "",
    "{upi}": facts.upiVpa?.trim() ?? "",
    "{school}": facts.schoolName,
  };
  return template
    .split("\n")
    .filter((line) => !(line.includes("{link}") && !values["{link}"]) && !(line.includes("{upi}") && !values["{upi}"]))
    .map((line) => FAMILY_REMINDER_PLACEHOLDERS.reduce((text, key) => text.replaceAll(key, values[key]), line))
    .join("\n")
    .replace(/[ \t]{2,}/g, " ")
    .trim();
}
