import { registerTranslations } from "../../../lib/i18n";

const en = {
  label: "Search all students",
  placeholder: "Search name, father, roll no., phone",
  results: "Students found",
  searching: "Searching...",
  none: "No student matches “{{query}}”.",
  found_one: "{{count}} student found",
  found_other: "{{count}} students found",
  moreAvailable: "More students match; choose “Show more” or type more of the name.",
  showMore: "Show more",
  father: "Father: {{name}}",
  roll: "Roll {{rollNumber}}",
  failed: "Search failed: {{message}}",
};

const hi: typeof en = {
  label: "सभी छात्र खोजें",
  placeholder: "नाम, पिता, अनुक्रमांक, फ़ोन से खोजें",
  results: "मिले छात्र",
  searching: "खोज रहे हैं...",
  none: "“{{query}}” से कोई छात्र नहीं मिला।",
  found_one: "{{count}} छात्र मिला",
  found_other: "{{count}} छात्र मिले",
  moreAvailable: "और छात्र भी मिलते हैं; “और दिखाएँ” चुनें या नाम का और हिस्सा लिखें।",
  showMore: "और दिखाएँ",
  father: "पिता: {{name}}",
  roll: "अनुक्रमांक {{rollNumber}}",
  failed: "खोज नहीं हो सकी: {{message}}",
};

/** The namespace's English texts: the key types of `t()` (lib/i18next.d.ts). */
export type Texts = typeof en;

registerTranslations("studentSearch", { en, hi });
