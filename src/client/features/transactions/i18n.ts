import { ENGLISH_SYSTEM_TEXTS, HINDI_SYSTEM_TEXTS } from "@/shared/rules/system-texts";
import { registerTranslations } from "../../lib/i18n";

const en = {
  title: "Student Transactions",
  back: "Back to students",
  backHome: "Back to ledgers",
  classLine: "Class {{className}} · {{ledger}}",
  rollNumber: "Roll No {{rollNumber}}",
  loading: "Loading transactions...",
  totals: {
    label: "Fee summary",
    totalCharged: "Total fees charged",
    totalPaid: "Total Paid",
    balance: "Balance",
    settled: "Nothing owed",
    owed: "Still to pay",
    advance: "Paid in advance",
  },
  add: "Add New Transaction",
  demandSlip: "Generate Demand Slip",
  table: {
    caption: "Transactions of this student",
    description: "Description",
    amount: "Amount",
    type: "Type",
    date: "Date",
  },
  type: {
    Credit: "Received",
    Debit: "Dues",
  },
  noDescription: "(no description)",
  // Read whole by useDescriptionWords; "{value}" is the code's parameter (not an i18next placeholder).
  systemTexts: ENGLISH_SYSTEM_TEXTS,
  delete: "Delete",
  deleteLabel: "Delete {{type}} of {{amount}} on {{date}}",
  editLabel: "Edit {{type}} of {{amount}} on {{date}}",
  deleted: "Transaction deleted",
  undo: "Undo",
  empty: "No transactions found",
  emptyText: "Charge a fee as Dues, then record each payment as Received.",
  notFound: {
    title: "This student was not found.",
    text: "They may have been deleted, with their ledger or on their own.",
  },
  dialog: {
    title: "Add New Transaction",
    editTitle: "Edit transaction",
    receiptKept: "Receipt {{receiptNo}} keeps its number",
    amount: "Amount (₹)",
    description: "Description",
    descriptionPlaceholder: "e.g. April tuition fee",
    type: "Transaction Type",
    date: "Transaction Date",
    paymentMode: "Payment mode",
    noPaymentMode: "Not stated",
  },
  paymentMode: { cash: "Cash", upi: "UPI", cheque: "Cheque", bank: "Bank transfer" },
  receipt: {
    button: "Receipt",
    label: "Receipt {{receiptNo}}",
    shareTitle: "Fee receipt {{receiptNo}}",
    failed: "Could not make the receipt: {{message}}",
  },
  errors: {
    add: "Failed to add transaction. {{message}}",
    edit: "Could not save the change. {{message}}",
    delete: "Could not delete the transaction, so it is back in the list: {{message}}",
  },
};

const hi: typeof en = {
  title: "छात्र लेन-देन",
  back: "छात्रों पर वापस जाएँ",
  backHome: "खातों पर वापस जाएँ",
  classLine: "कक्षा {{className}} · {{ledger}}",
  rollNumber: "अनुक्रमांक {{rollNumber}}",
  loading: "लेन-देन लोड हो रहे हैं...",
  totals: {
    label: "शुल्क सारांश",
    totalCharged: "कुल शुल्क",
    totalPaid: "कुल भुगतान",
    balance: "शेष",
    settled: "कुछ बाकी नहीं",
    owed: "अभी देना है",
    advance: "अग्रिम भुगतान",
  },
  add: "नया लेन-देन जोड़ें",
  demandSlip: "मांग पर्ची बनाएँ",
  table: {
    caption: "इस छात्र के लेन-देन",
    description: "विवरण",
    amount: "राशि",
    type: "प्रकार",
    date: "तारीख़",
  },
  type: {
    Credit: "प्राप्त",
    Debit: "बकाया",
  },
  noDescription: "(कोई विवरण नहीं)",
  systemTexts: HINDI_SYSTEM_TEXTS,
  delete: "हटाएँ",
  deleteLabel: "{{date}} का {{amount}} {{type}} हटाएँ",
  editLabel: "{{date}} का {{amount}} {{type}} बदलें",
  deleted: "लेन-देन हटाया गया",
  undo: "वापस लाएँ",
  empty: "कोई लेन-देन नहीं मिला",
  emptyText: "शुल्क को बकाया के रूप में दर्ज करें, फिर हर भुगतान को प्राप्त के रूप में।",
  notFound: {
    title: "यह छात्र नहीं मिला।",
    text: "हो सकता है इसे हटा दिया गया हो, खाते के साथ या अकेले।",
  },
  dialog: {
    title: "नया लेन-देन जोड़ें",
    editTitle: "लेन-देन बदलें",
    receiptKept: "रसीद {{receiptNo}} का नंबर वही रहेगा",
    amount: "राशि (₹)",
    description: "विवरण",
    descriptionPlaceholder: "जैसे अप्रैल का शिक्षण शुल्क",
    type: "लेन-देन का प्रकार",
    date: "लेन-देन की तारीख़",
    paymentMode: "भुगतान का माध्यम",
    noPaymentMode: "नहीं बताया",
  },
  paymentMode: { cash: "नकद", upi: "UPI", cheque: "चेक", bank: "बैंक ट्रांसफ़र" },
  receipt: {
    button: "रसीद",
    label: "रसीद {{receiptNo}}",
    shareTitle: "शुल्क रसीद {{receiptNo}}",
    failed: "रसीद नहीं बन सकी: {{message}}",
  },
  errors: {
    add: "लेन-देन नहीं जोड़ा जा सका। {{message}}",
    edit: "बदलाव सहेजा नहीं जा सका। {{message}}",
    delete: "लेन-देन हटाया नहीं जा सका, इसलिए वह सूची में वापस है: {{message}}",
  },
};

/** The namespace's English texts: the key types of `t()` (lib/i18next.d.ts). */
export type Texts = typeof en;

registerTranslations("transactions", { en, hi });
