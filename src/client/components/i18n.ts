import { registerTranslations } from "../lib/i18n";

// Texts of the shared list components (tables, pagination, confirmations), in their own namespace.
const en = {
  actions: "Actions",
  previous: "Previous",
  next: "Next",
  pageOf: "Page {{page}} of {{total}}",
  pagination: "Pagination",
  delete: "Delete",
  deleting: "Deleting...",
  retry: "Try again",
  loadFailed: "Could not load this list: {{message}}",
  backHome: "Back to ledgers",
  more: "More",
  moreFor: "More actions for {{name}}",
  edit: "Edit",
  callNumber: "Call {{phone}}",
};

const hi: typeof en = {
  actions: "कार्रवाई",
  previous: "पिछला",
  next: "अगला",
  pageOf: "पृष्ठ {{page}} / {{total}}",
  pagination: "पृष्ठ क्रमांक",
  delete: "हटाएँ",
  deleting: "हटाया जा रहा है...",
  retry: "फिर से कोशिश करें",
  loadFailed: "यह सूची लोड नहीं हो सकी: {{message}}",
  backHome: "खातों पर वापस जाएँ",
  more: "और विकल्प",
  moreFor: "{{name}} के और विकल्प",
  edit: "संपादित करें",
  callNumber: "{{phone}} पर कॉल करें",
};

/** The namespace's English texts: the key types of `t()` (lib/i18next.d.ts). */
export type Texts = typeof en;

registerTranslations("ui", { en, hi });
