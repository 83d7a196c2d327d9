import { ENGLISH_SYSTEM_TEXTS, HINDI_SYSTEM_TEXTS } from "@/shared/rules/system-texts";
import type { DocumentLanguage } from "../language";

const en = {
  title: "Fee Receipt",
  schoolCopy: "School copy",
  parentCopy: "Parent's copy",
  receiptNo: "Receipt No.",
  provisionalTitle: "Provisional Fee Receipt",
  provisionalNo: "Provisional — number follows",
  date: "Date",
  student: "Student",
  fatherName: "Father's Name",
  ledger: "Class",
  rollNumber: "Roll No.",
  amount: "Amount received",
  inWords: "In words",
  mode: "Mode",
  description: "For",
  settled: "Paid towards",
  balance: "Balance after this payment",
  signatory: "Authorized Signatory",
  contact: "Contact",
  /** Both languages on either copy: whoever holds it sees at once that it no longer counts. */
  cancelledMark: "CANCELLED / रद्द",
  cancelReason: "Reason for cancelling",
  verify: "Scan or open to verify",
  modes: { cash: "Cash", upi: "UPI", cheque: "Cheque", bank: "Bank transfer" },
  /** Descriptions the app wrote itself, stored as codes (shared/rules/system-texts). */
  systemTexts: ENGLISH_SYSTEM_TEXTS,
};

const hi: typeof en = {
  title: "शुल्क रसीद",
  schoolCopy: "विद्यालय प्रति",
  parentCopy: "अभिभावक प्रति",
  receiptNo: "रसीद संख्या",
  provisionalTitle: "अस्थायी शुल्क रसीद",
  provisionalNo: "अस्थायी — संख्या बाद में",
  date: "दिनांक",
  student: "छात्र",
  fatherName: "पिता का नाम",
  ledger: "कक्षा",
  rollNumber: "अनुक्रमांक",
  amount: "प्राप्त राशि",
  inWords: "शब्दों में",
  mode: "माध्यम",
  description: "विवरण",
  settled: "किस मद में",
  balance: "इस भुगतान के बाद शेष",
  signatory: "अधिकृत हस्ताक्षरकर्ता",
  contact: "संपर्क",
  cancelledMark: "CANCELLED / रद्द",
  cancelReason: "रद्द करने का कारण",
  verify: "जाँचने के लिए स्कैन करें या खोलें",
  modes: { cash: "नकद", upi: "UPI", cheque: "चेक", bank: "बैंक ट्रांसफ़र" },
  systemTexts: HINDI_SYSTEM_TEXTS,
};

export type ReceiptLabels = typeof en;

export function receiptLabels(language: DocumentLanguage): ReceiptLabels {
  return language === "hi" ? hi : en;
}
