import type { DocumentLanguage } from "../language";

/** The title is bilingual in either language, as the issue asks: one glance tells it from a receipt. */
const TITLE = "Refund voucher / धनवापसी वाउचर";

const en = {
  title: TITLE,
  schoolCopy: "Office copy",
  parentCopy: "Parent's copy",
  refundNo: "Refund No.",
  date: "Date",
  student: "Student",
  fatherName: "Father's Name",
  ledger: "Class",
  rollNumber: "Roll No.",
  amount: "Amount paid back",
  inWords: "In words",
  mode: "Mode",
  reason: "Reason",
  signatory: "Authorized Signatory",
  receivedBy: "Received by (parent)",
  contact: "Contact",
  verify: "Scan or open to verify",
  modes: { cash: "Cash", upi: "UPI", cheque: "Cheque", bank: "Bank transfer" },
};

const hi: typeof en = {
  title: TITLE,
  schoolCopy: "कार्यालय प्रति",
  parentCopy: "अभिभावक प्रति",
  refundNo: "धनवापसी संख्या",
  date: "दिनांक",
  student: "छात्र",
  fatherName: "पिता का नाम",
  ledger: "कक्षा",
  rollNumber: "अनुक्रमांक",
  amount: "लौटाई गई राशि",
  inWords: "शब्दों में",
  mode: "माध्यम",
  reason: "कारण",
  signatory: "अधिकृत हस्ताक्षरकर्ता",
  receivedBy: "प्राप्तकर्ता (अभिभावक)",
  contact: "संपर्क",
  verify: "जाँचने के लिए स्कैन करें या खोलें",
  modes: { cash: "नकद", upi: "UPI", cheque: "चेक", bank: "बैंक ट्रांसफ़र" },
};

export type RefundVoucherLabels = typeof en;

export function refundVoucherLabels(language: DocumentLanguage): RefundVoucherLabels {
  return language === "hi" ? hi : en;
}
