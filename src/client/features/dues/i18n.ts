import { registerTranslations } from "../../lib/i18n";

const en = {
  title: "Dues",
  subtitle: "What the school has charged, received and is still owed, session {{session}}",
  loading: "Loading dues...",
  session: "Session",
  totals: { label: "School totals", charged: "Charged", received: "Received", outstanding: "Outstanding" },
  ledgers: { caption: "Dues per ledger", ledger: "Ledger", defaulters: "Students owing" },
  chart: { title: "Received per month", loading: "Loading chart...", charged: "Charged", received: "Received" },
  defaulters: {
    title: "Defaulters",
    caption: "Students with an outstanding balance, largest first",
    allLedgers: "All ledgers",
    ledger: "Ledger",
    min: "Minimum owed (₹)",
    search: "Search by name",
    paidOn: "paid {{date}}",
    neverPaid: "no payment yet",
    name: "Name",
    phone: "Phone",
    outstanding: "Outstanding",
    lastPayment: "Last payment",
    lastReminded: "Last reminded",
    never: "Never",
    empty: "Nobody owes anything.",
    csv: "Download CSV",
    xlsx: "Download Excel",
  },
  remind: {
    all: "Remind all",
    loading: "Finding every defaulter...",
    next: "Remind {{index}} of {{count}}: {{name}}",
    finished_one: "The one defaulter has been reminded.",
    finished_other: "All {{count}} defaulters have been reminded.",
    failed: "The list of defaulters could not be loaded. Check the connection and try again.",
    close: "Done",
  },
};

const hi: typeof en = {
  title: "बकाया",
  subtitle: "सत्र {{session}} में विद्यालय ने कितना शुल्क लगाया, कितना पाया और कितना बाकी है",
  loading: "बकाया लोड हो रहा है...",
  session: "सत्र",
  totals: { label: "विद्यालय का योग", charged: "लगाया गया", received: "प्राप्त", outstanding: "बकाया" },
  ledgers: { caption: "हर खाते का बकाया", ledger: "खाता", defaulters: "बकायेदार छात्र" },
  chart: { title: "हर महीने प्राप्त राशि", loading: "चार्ट लोड हो रहा है...", charged: "लगाया गया", received: "प्राप्त" },
  defaulters: {
    title: "बकायेदार",
    caption: "जिन छात्रों पर बकाया है, सबसे बड़ी राशि पहले",
    allLedgers: "सभी खाते",
    ledger: "खाता",
    min: "न्यूनतम बकाया (₹)",
    search: "नाम से खोजें",
    paidOn: "भुगतान {{date}}",
    neverPaid: "अभी कोई भुगतान नहीं",
    name: "नाम",
    phone: "फ़ोन",
    outstanding: "बकाया",
    lastPayment: "अंतिम भुगतान",
    lastReminded: "अंतिम अनुस्मारक",
    never: "कभी नहीं",
    empty: "किसी पर कुछ बाकी नहीं है।",
    csv: "CSV डाउनलोड करें",
    xlsx: "Excel डाउनलोड करें",
  },
  remind: {
    all: "सबको याद दिलाएँ",
    loading: "सभी बकायेदार खोजे जा रहे हैं...",
    next: "{{count}} में से {{index}} को याद दिलाएँ: {{name}}",
    finished_one: "इकलौते बकायेदार को याद दिला दिया गया।",
    finished_other: "सभी {{count}} बकायेदारों को याद दिला दिया गया।",
    failed: "बकायेदारों की सूची नहीं आ सकी। इंटरनेट देखकर फिर कोशिश करें।",
    close: "हो गया",
  },
};

/** The namespace's English texts: the key types of `t()` (lib/i18next.d.ts). */
export type Texts = typeof en;

registerTranslations("dues", { en, hi });
