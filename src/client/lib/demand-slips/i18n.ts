import { registerTranslations } from "../i18n";

// Texts of the bill buttons, which several screens show; the /demand-slip page has its own namespace.
const en = {
  generating: "Generating... {{percent}}%",
  progress: "Generating Bills.pdf",
  noStudents: "No students to bill.",
  noSchool: "Add your school details first.",
  failed: "Could not make Bills.pdf: {{message}}",
};

const hi: typeof en = {
  generating: "बन रहा है... {{percent}}%",
  progress: "Bills.pdf बन रहा है",
  noStudents: "बिल बनाने के लिए कोई छात्र नहीं है।",
  noSchool: "पहले अपने विद्यालय का विवरण जोड़ें।",
  failed: "Bills.pdf नहीं बन सका: {{message}}",
};

registerTranslations("bills", { en, hi });
