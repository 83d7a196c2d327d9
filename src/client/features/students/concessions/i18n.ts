import { registerTranslations } from "../../../lib/i18n";

const en = {
  title: "Concessions",
  dialogTitle: "Concessions: {{name}}",
  menu: "Concessions",
  text: "Taken off every later charge of the fee head for this student: by fee plans, Charge fee and a single Dues alike.",
  loading: "Loading concessions...",
  none: "No standing concessions.",
  head: "Fee head",
  kind: "Kind",
  amount: "₹ off",
  percent: "% off",
  value: "Value",
  category: "Category",
  note: "Note",
  add: "Add concession",
  remove: "Remove",
  save: "Save concessions",
  saving: "Saving...",
  saved: "Concessions saved",
};

const hi: typeof en = {
  title: "छूट",
  dialogTitle: "छूट: {{name}}",
  menu: "छूट",
  text: "इस छात्र के इस शुल्क प्रकार के हर आगे के शुल्क से घटेगी: फ़ीस योजना, शुल्क लगाएँ और अकेला बकाया, सब में।",
  loading: "छूट लोड हो रही है...",
  none: "कोई स्थायी छूट नहीं।",
  head: "शुल्क का प्रकार",
  kind: "तरीका",
  amount: "₹ की छूट",
  percent: "% की छूट",
  value: "मान",
  category: "श्रेणी",
  note: "टिप्पणी",
  add: "छूट जोड़ें",
  remove: "हटाएँ",
  save: "छूट सहेजें",
  saving: "सहेजी जा रही है...",
  saved: "छूट सहेजी गई",
};

/** The namespace's English texts: the key types of `t()` (lib/i18next.d.ts). */
export type Texts = typeof en;

registerTranslations("concessions", { en, hi });
