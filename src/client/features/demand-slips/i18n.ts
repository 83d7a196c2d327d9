import { registerTranslations } from "../../lib/i18n";

const en = {
  title: "Demand Slips",
  intro:
    "This month's fee demand slip of every student. Print saves them all as Bills.pdf, one boxed slip per student.",
  print: "Print",
  summary_one: "{{count}} slip · balance {{total}}",
  summary_other: "{{count}} slips · balance {{total}}",
  table: {
    caption: "Demand slips",
    slipNo: "Slip No.",
    student: "Student",
    father: "Father: {{name}}",
    classRoll: "Class / Roll",
    classRollValue: "{{className}} / {{rollNumber}}",
    fees: "Total fees charged",
    received: "Received",
    balance: "Balance",
  },
  actions: {
    // Not "Print …": the page's own Print button is found by that word.
    slip: "Save the slip of {{name}}",
    transactions: "Transactions of {{name}}",
    transactionsShort: "Transactions",
  },
  empty: {
    title: "No slips yet",
    text: "Add a ledger and its students with their dues; each student's slip shows up here.",
  },
};

const hi: typeof en = {
  title: "मांग पर्चियाँ",
  intro: "हर छात्र की इस महीने की शुल्क मांग पर्ची। प्रिंट करने पर सभी Bills.pdf में सहेजी जाती हैं, हर छात्र की एक पर्ची।",
  print: "प्रिंट करें",
  summary_one: "{{count}} पर्ची · शेष {{total}}",
  summary_other: "{{count}} पर्चियाँ · शेष {{total}}",
  table: {
    caption: "मांग पर्चियाँ",
    slipNo: "पर्ची सं.",
    student: "छात्र",
    father: "पिता: {{name}}",
    classRoll: "कक्षा / अनुक्रमांक",
    classRollValue: "{{className}} / {{rollNumber}}",
    fees: "कुल शुल्क",
    received: "प्राप्त",
    balance: "शेष",
  },
  actions: {
    slip: "{{name}} की पर्ची सहेजें",
    transactions: "{{name}} के लेन-देन",
    transactionsShort: "लेन-देन",
  },
  empty: {
    title: "अभी कोई पर्ची नहीं",
    text: "एक खाता और उसके छात्र उनके बकाया शुल्क के साथ जोड़ें; हर छात्र की पर्ची यहाँ दिखेगी।",
  },
};

/** The namespace's English texts: the key types of `t()` (lib/i18next.d.ts). */
export type Texts = typeof en;

registerTranslations("demandSlips", { en, hi });
