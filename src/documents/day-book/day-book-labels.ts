import type { DocumentLanguage } from "../language";

const en = {
  title: "Day book",
  range: "{{from}} to {{to}}",
  columns: {
    time: "Time",
    number: "No.",
    student: "Student",
    ledger: "Class",
    heads: "Heads",
    mode: "Mode",
    amount: "Amount",
    by: "By",
  },
  kinds: { receipt: "", cancellation: "Cancelled", refund: "Refund" },
  modes: { cash: "Cash", upi: "UPI", cheque: "Cheque", bank: "Bank", none: "Not stated" },
  empty: "No receipts, cancellations or refunds.",
  byMode: "Total by mode",
  byUser: "Total by person",
  byHead: "Total by head",
  notSettled: "Not settled (advance)",
  net: "Net",
};

const hi: typeof en = {
  title: "रोकड़ बही",
  range: "{{from}} से {{to}}",
  columns: {
    time: "समय",
    number: "क्रमांक",
    student: "विद्यार्थी",
    ledger: "कक्षा",
    heads: "मद",
    mode: "माध्यम",
    amount: "राशि",
    by: "किसने",
  },
  kinds: { receipt: "", cancellation: "रद्द", refund: "धनवापसी" },
  modes: { cash: "नकद", upi: "UPI", cheque: "चेक", bank: "बैंक", none: "नहीं बताया" },
  empty: "कोई रसीद, रद्दीकरण या धनवापसी नहीं।",
  byMode: "माध्यम अनुसार कुल",
  byUser: "व्यक्ति अनुसार कुल",
  byHead: "मद अनुसार कुल",
  notSettled: "समायोजित नहीं (अग्रिम)",
  net: "शुद्ध",
};

export type DayBookLabels = typeof en;

export function dayBookLabels(language: DocumentLanguage): DayBookLabels {
  return language === "hi" ? hi : en;
}

/** Fills `{{name}}` placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ""));
}
