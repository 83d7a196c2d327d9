import { registerTranslations } from "../../../lib/i18n";

const en = {
  waiting: "Waiting to send",
  waitingHint: "Saved on this device; it is sent when the connection is back, and gets its receipt number then.",
  provisional: {
    button: "Provisional receipt",
    label: "Provisional receipt of {{amount}} on {{date}} (number follows)",
  },
  attention: {
    title: "Needs your attention",
    text: "The server refused these entries, so they are not recorded. Correct and send again, or discard.",
    reason: "Refused: {{message}}",
    amount: "Amount (₹)",
    date: "Date",
    resend: "Send again",
    discard: "Discard",
    discardLabel: "Discard {{amount}} of {{date}}",
  },
};

const hi: typeof en = {
  waiting: "भेजना बाकी",
  waitingHint: "इस डिवाइस पर सहेजा गया; कनेक्शन लौटते ही भेजा जाएगा और तभी रसीद संख्या मिलेगी।",
  provisional: {
    button: "अस्थायी रसीद",
    label: "{{date}} को {{amount}} की अस्थायी रसीद (संख्या बाद में)",
  },
  attention: {
    title: "आपका ध्यान चाहिए",
    text: "सर्वर ने ये प्रविष्टियाँ नहीं लीं, इसलिए ये दर्ज नहीं हुईं। सुधारकर फिर भेजें, या हटा दें।",
    reason: "अस्वीकार: {{message}}",
    amount: "राशि (₹)",
    date: "दिनांक",
    resend: "फिर भेजें",
    discard: "हटाएँ",
    discardLabel: "{{date}} के {{amount}} हटाएँ",
  },
};

/** The namespace's English texts: the key types of `t()` (lib/i18next.d.ts). */
export type Texts = typeof en;

registerTranslations("outbox", { en, hi });
