import { ENGLISH_SYSTEM_TEXTS, HINDI_SYSTEM_TEXTS } from "@/shared/rules/system-texts";
import type { DocumentLanguage } from "../language";

/** The fixed texts of a demand slip, in the app's language (kept here, beside the one document that prints them). */
const en = {
  language: "en" as DocumentLanguage,
  title: "Bills",
  contactUs: "Contact us",
  slipNo: "Slip No.",
  date: "Date",
  dueDate: "Due Date",
  student: "Student",
  father: "Father's Name",
  className: "Class",
  rollNumber: "Roll No.",
  ledger: "Ledger",
  particulars: "Particulars",
  /** A Dues line entered without a description. */
  fee: "Fee",
  /** One line standing for the oldest Dues when a student has more than a page holds. */
  earlierFees: "Earlier fees",
  /** Fee lines the app wrote itself, stored as codes (shared/rules/system-texts). */
  systemTexts: ENGLISH_SYSTEM_TEXTS,
  amount: "Amount",
  received: "Less: Received",
  /** What is still owed: the same word as on the screens. */
  balance: "Balance",
  inWords: "In words",
  ensurePayment: "Ensure payment before the due date.",
  signatory: "Authorized Signatory",
  /** Two short lines under the QR code. */
  scanToPay: ["Scan to pay", "with any UPI app"] as readonly string[],
};

export type SlipLabels = typeof en;

const hi: SlipLabels = {
  language: "hi",
  title: "बिल",
  contactUs: "संपर्क करें",
  slipNo: "पर्ची सं.",
  date: "दिनांक",
  dueDate: "अंतिम तिथि",
  student: "छात्र",
  father: "पिता का नाम",
  className: "कक्षा",
  rollNumber: "अनुक्रमांक",
  ledger: "खाता",
  particulars: "विवरण",
  fee: "शुल्क",
  earlierFees: "पिछले शुल्क",
  systemTexts: HINDI_SYSTEM_TEXTS,
  amount: "राशि",
  received: "घटाएँ: प्राप्त राशि",
  balance: "शेष",
  inWords: "शब्दों में",
  ensurePayment: "कृपया अंतिम तिथि से पहले भुगतान करें।",
  signatory: "अधिकृत हस्ताक्षरकर्ता",
  scanToPay: ["किसी भी UPI ऐप से", "स्कैन कर भुगतान करें"],
};

const LABELS: Record<DocumentLanguage, SlipLabels> = { en, hi };

export function slipLabels(language: DocumentLanguage): SlipLabels {
  return LABELS[language];
}
