import { registerTranslations } from "../../../lib/i18n";

const en = {
  studentAction: "Tuition fee certificate",
  ledgerAction: "Tuition fee certificates",
  studentTitle: "Tuition fee certificate of {{name}}",
  ledgerTitle: "Tuition fee certificates",
  intro:
    "For the parents' income-tax claim (Section 80C): the tuition fees received in a financial year, April to March.",
  year: "Financial year",
  yearOption: "{{year}} (April {{from}} – March {{to}})",
  download: "Download certificate",
  downloadAll: "Download certificates",
  generating: "Making the PDF...",
  downloaded: "{{fileName}} downloaded",
  noneForStudent: "No tuition fee was received from {{name}} in {{year}}: there is nothing to certify.",
  noneForLedger: "No tuition fee was received from any student of this ledger in {{year}}.",
  failed: "Could not make the certificate: {{message}}",
};

const hi: typeof en = {
  studentAction: "ट्यूशन शुल्क प्रमाण पत्र",
  ledgerAction: "ट्यूशन शुल्क प्रमाण पत्र (सभी)",
  studentTitle: "{{name}} का ट्यूशन शुल्क प्रमाण पत्र",
  ledgerTitle: "ट्यूशन शुल्क प्रमाण पत्र",
  intro: "अभिभावकों की आयकर छूट (धारा 80C) के लिए: वित्तीय वर्ष (अप्रैल से मार्च) में प्राप्त ट्यूशन शुल्क।",
  year: "वित्तीय वर्ष",
  yearOption: "{{year}} (अप्रैल {{from}} – मार्च {{to}})",
  download: "प्रमाण पत्र डाउनलोड करें",
  downloadAll: "प्रमाण पत्र डाउनलोड करें",
  generating: "PDF बन रहा है...",
  downloaded: "{{fileName}} डाउनलोड हुआ",
  noneForStudent: "{{year}} में {{name}} से कोई ट्यूशन शुल्क प्राप्त नहीं हुआ: प्रमाणित करने को कुछ नहीं है।",
  noneForLedger: "{{year}} में इस खाते के किसी भी छात्र से ट्यूशन शुल्क प्राप्त नहीं हुआ।",
  failed: "प्रमाण पत्र नहीं बन सका: {{message}}",
};

/** The namespace's English texts: the key types of `t()` (lib/i18next.d.ts). */
export type Texts = typeof en;

registerTranslations("tuitionCertificates", { en, hi });
