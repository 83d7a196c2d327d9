import { registerTranslations } from "../i18n";

// Texts of the bill buttons, which several screens show; the /demand-slip page has its own namespace.
const en = {
  generating: "Generating... {{percent}}%",
  progress: "Generating Bills.pdf",
  noStudents: "No students to bill.",
  noneOwe: "No student owes money: there is no slip to print.",
  saved: "Saved {{fileName}}",
  onlyOwing: "Only students who owe",
  count_one: "Print {{count}} slip ({{who}})",
  count_other: "Print {{count}} slips ({{who}})",
  whoOwing: "students who owe",
  whoAll: "all students",
  noSchool: "Add your school details first.",
  failed: "Could not make Bills.pdf: {{message}}",
};

const hi: typeof en = {
  generating: "बन रहा है... {{percent}}%",
  progress: "Bills.pdf बन रहा है",
  noStudents: "बिल बनाने के लिए कोई छात्र नहीं है।",
  noneOwe: "किसी छात्र पर बकाया नहीं है: प्रिंट करने को कोई पर्ची नहीं।",
  saved: "{{fileName}} सहेजी गई",
  onlyOwing: "केवल बकाया वाले छात्र",
  count_one: "{{count}} पर्ची प्रिंट होगी ({{who}})",
  count_other: "{{count}} पर्चियाँ प्रिंट होंगी ({{who}})",
  whoOwing: "जिन पर बकाया है",
  whoAll: "सभी छात्र",
  noSchool: "पहले अपने विद्यालय का विवरण जोड़ें।",
  failed: "Bills.pdf नहीं बन सका: {{message}}",
};

/** The namespace's English texts: the key types of `t()` (lib/i18next.d.ts). */
export type Texts = typeof en;

registerTranslations("bills", { en, hi });
