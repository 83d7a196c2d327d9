import { registerTranslations } from "../../lib/i18n";

const en = {
  button: "Charge fee",
  title: "Charge a fee to the class",
  amount: "Fee per student (₹)",
  description: "Description",
  descriptionPlaceholder: "e.g. Tuition May",
  date: "Date",
  students: "Students to charge",
  tickedCount: "({{ticked}} of {{total}} ticked)",
  selectAll: "Select all",
  clear: "Clear",
  student: "Student",
  concession: "Concession ₹",
  concessionFor: "Concession for {{name}} (₹)",
  concessionNegative: "A concession cannot be negative.",
  concessionTooLarge: "A concession cannot be more than the fee.",
  loadingStudents: "Loading students...",
  noStudents: "This ledger has no students yet.",
  preview_one: "{{count}} student × {{amount}} = {{total}}",
  preview_other: "{{count}} students × {{amount}} = {{total}}",
  previewConcessions_one: "{{count}} student × {{amount}} − {{concessions}} concessions = {{total}}",
  previewConcessions_other: "{{count}} students × {{amount}} − {{concessions}} concessions = {{total}}",
  previewStanding_one: "{{count}} student × {{amount}} − {{standing}} standing concessions = {{total}}",
  previewStanding_other: "{{count}} students × {{amount}} − {{standing}} standing concessions = {{total}}",
  previewStandingAndConcessions_one:
    "{{count}} student × {{amount}} − {{standing}} standing concessions − {{concessions}} concessions = {{total}}",
  previewStandingAndConcessions_other:
    "{{count}} students × {{amount}} − {{standing}} standing concessions − {{concessions}} concessions = {{total}}",
  standingFor: "Standing concession −{{amount}}",
  previewEmpty: "Enter the fee to see the total.",
  previewNone: "Tick at least one student to charge.",
  previewFix: "Correct the concessions to see the total.",
  confirm: "Charge",
  // The total on the button itself: with 40 students the preview is far below, the button never is.
  confirmTotal: "Charge {{total}}",
  charging: "Charging...",
  done: "Charged {{count}} students, {{total}} in all",
  failed: "Nothing was charged: {{message}}",
  standingNote:
    "Standing concessions (RTE, staff ward…) for this fee head are taken off first, before the concessions above.",
};

const hi: typeof en = {
  button: "शुल्क लगाएँ",
  title: "पूरी कक्षा पर शुल्क लगाएँ",
  amount: "प्रति छात्र शुल्क (₹)",
  description: "विवरण",
  descriptionPlaceholder: "जैसे मई का शिक्षण शुल्क",
  date: "तारीख़",
  students: "जिन छात्रों पर शुल्क लगेगा",
  tickedCount: "({{total}} में से {{ticked}} चुने)",
  selectAll: "सभी चुनें",
  clear: "सभी हटाएँ",
  student: "छात्र",
  concession: "छूट ₹",
  concessionFor: "{{name}} के लिए छूट (₹)",
  concessionNegative: "छूट ऋणात्मक नहीं हो सकती।",
  concessionTooLarge: "छूट शुल्क से अधिक नहीं हो सकती।",
  loadingStudents: "छात्र लोड हो रहे हैं...",
  noStudents: "इस खाते में अभी कोई छात्र नहीं है।",
  preview_one: "{{count}} छात्र × {{amount}} = {{total}}",
  preview_other: "{{count}} छात्र × {{amount}} = {{total}}",
  previewConcessions_one: "{{count}} छात्र × {{amount}} − {{concessions}} छूट = {{total}}",
  previewConcessions_other: "{{count}} छात्र × {{amount}} − {{concessions}} छूट = {{total}}",
  previewStanding_one: "{{count}} छात्र × {{amount}} − {{standing}} स्थायी छूट = {{total}}",
  previewStanding_other: "{{count}} छात्र × {{amount}} − {{standing}} स्थायी छूट = {{total}}",
  previewStandingAndConcessions_one:
    "{{count}} छात्र × {{amount}} − {{standing}} स्थायी छूट − {{concessions}} छूट = {{total}}",
  previewStandingAndConcessions_other:
    "{{count}} छात्र × {{amount}} − {{standing}} स्थायी छूट − {{concessions}} छूट = {{total}}",
  standingFor: "स्थायी छूट −{{amount}}",
  previewEmpty: "कुल राशि देखने के लिए शुल्क लिखें।",
  previewNone: "शुल्क लगाने के लिए कम से कम एक छात्र चुनें।",
  previewFix: "कुल राशि देखने के लिए छूट ठीक करें।",
  confirm: "शुल्क लगाएँ",
  confirmTotal: "{{total}} शुल्क लगाएँ",
  charging: "शुल्क लगाया जा रहा है...",
  done: "{{count}} छात्रों पर कुल {{total}} शुल्क लगाया गया",
  failed: "कोई शुल्क नहीं लगा: {{message}}",
  standingNote: "इस शुल्क प्रकार की स्थायी छूट (RTE, स्टाफ़ का बच्चा…) पहले घटाई जाती है, ऊपर लिखी छूट उसके बाद।",
};

/** The namespace's English texts: the key types of `t()` (lib/i18next.d.ts). */
export type Texts = typeof en;

registerTranslations("chargeFee", { en, hi });
