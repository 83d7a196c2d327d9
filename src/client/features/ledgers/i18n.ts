import { registerTranslations } from "../../lib/i18n";

const en = {
  title: "Ledger Details",
  intro: "A ledger is one class in one session year, with its students and their fees.",
  search: "Search ledgers...",
  add: "Add Ledger",
  billsAll: "Generate bills of all student",
  table: {
    caption: "Ledgers",
    sno: "S.No.",
    ledgerName: "Ledger Name",
    className: "Class",
    sessionYear: "Session Year",
    counts: "{{students}} · {{transactions}}",
  },
  students_one: "{{count}} student",
  students_other: "{{count}} students",
  transactions_one: "{{count}} transaction",
  transactions_other: "{{count}} transactions",
  view: "View",
  viewLabel: "View students of {{name}}",
  edit: "Edit {{name}}",
  delete: "Delete {{name}}",
  dialog: {
    addTitle: "Add Ledger",
    editTitle: "Edit Ledger",
    ledgerName: "Ledger Name",
    ledgerNamePlaceholder: "e.g. Class 10 A",
    className: "Class Name",
    classNamePlaceholder: "e.g. 10",
    sessionYear: "Session Year (YYYY-YY)",
  },
  confirmDelete: {
    title: "Are you sure you want to delete this ledger?",
    what: "{{name}} ({{className}}, {{sessionYear}})",
    consequence: "This will also delete {{students}} and {{transactions}}.",
  },
  empty: {
    title: "No ledgers yet",
    text: "Create your first ledger: one for each class and session, for example Class 10 A, 2025-26.",
  },
  noMatch: "No ledgers match “{{search}}”.",
  errors: {
    save: "Could not save the ledger: {{message}}",
    delete: "Could not delete the ledger {{name}}: {{message}}",
  },
};

const hi: typeof en = {
  title: "खाता विवरण",
  intro: "एक खाता एक सत्र की एक कक्षा है, उसके छात्रों और उनके शुल्क के साथ।",
  search: "खाते खोजें...",
  add: "खाता जोड़ें",
  billsAll: "सभी छात्रों के बिल बनाएँ",
  table: {
    caption: "खाते",
    sno: "क्र.सं.",
    ledgerName: "खाते का नाम",
    className: "कक्षा",
    sessionYear: "सत्र वर्ष",
    counts: "{{students}} · {{transactions}}",
  },
  students_one: "{{count}} छात्र",
  students_other: "{{count}} छात्र",
  transactions_one: "{{count}} लेन-देन",
  transactions_other: "{{count}} लेन-देन",
  view: "देखें",
  viewLabel: "{{name}} के छात्र देखें",
  edit: "{{name}} संपादित करें",
  delete: "{{name}} हटाएँ",
  dialog: {
    addTitle: "खाता जोड़ें",
    editTitle: "खाता संपादित करें",
    ledgerName: "खाते का नाम",
    ledgerNamePlaceholder: "जैसे कक्षा 10 A",
    className: "कक्षा का नाम",
    classNamePlaceholder: "जैसे 10",
    sessionYear: "सत्र वर्ष (YYYY-YY)",
  },
  confirmDelete: {
    title: "क्या आप वाकई यह खाता हटाना चाहते हैं?",
    what: "{{name}} ({{className}}, {{sessionYear}})",
    consequence: "इसके साथ {{students}} और {{transactions}} भी हट जाएँगे।",
  },
  empty: {
    title: "अभी कोई खाता नहीं",
    text: "अपना पहला खाता बनाएँ: हर कक्षा और सत्र के लिए एक, जैसे कक्षा 10 A, 2025-26।",
  },
  noMatch: "“{{search}}” से मिलता कोई खाता नहीं।",
  errors: {
    save: "खाता सहेजा नहीं जा सका: {{message}}",
    delete: "खाता {{name}} हटाया नहीं जा सका: {{message}}",
  },
};

registerTranslations("ledgers", { en, hi });
