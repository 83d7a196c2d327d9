import { registerTranslations } from "../../../lib/i18n";

const en = {
  title_one: "{{count}} payment to confirm",
  title_other: "{{count}} payments to confirm",
  explain: "Parents said they paid by UPI. Check each UTR in your bank or UPI app, then confirm or reject.",
  utr: "UTR {{utr}}",
  claimed: "Claimed {{date}}",
  split: "{{name}}: {{amount}}",
  oldestFirst: "Oldest dues first",
  confirm: "Confirm",
  confirmLabel: "Confirm {{amount}} from {{names}}",
  confirmed: "Recorded: receipts {{receipts}}",
  reject: "Reject",
  rejectLabel: "Reject {{amount}} from {{names}}",
  rejectTitle: "Reject this payment",
  rejectExplain: "The parent sees your reason on their page. Nothing is recorded.",
  reason: "Reason",
  reasonPlaceholder: "e.g. No payment with this UTR in the bank statement",
  rejectSubmit: "Reject payment",
  rejectBusy: "Rejecting...",
  rejected: "Payment rejected",
  failed: "Could not save: {{message}}",
  duplicate: "This UTR is already recorded in the school.",
  dayClosed: "The day is closed: reopen it to record receipts.",
};
export type Texts = typeof en;

const hi: Texts = {
  title_one: "{{count}} भुगतान की पुष्टि बाकी",
  title_other: "{{count}} भुगतानों की पुष्टि बाकी",
  explain: "अभिभावकों ने बताया कि उन्होंने UPI से भुगतान किया। अपने बैंक या UPI ऐप में हर UTR जाँचें, फिर पुष्टि करें या अस्वीकार करें।",
  utr: "UTR {{utr}}",
  claimed: "{{date}} को बताया",
  split: "{{name}}: {{amount}}",
  oldestFirst: "सबसे पुराना बकाया पहले",
  confirm: "पुष्टि करें",
  confirmLabel: "{{names}} से {{amount}} की पुष्टि करें",
  confirmed: "दर्ज हुआ: रसीद {{receipts}}",
  reject: "अस्वीकार करें",
  rejectLabel: "{{names}} से {{amount}} अस्वीकार करें",
  rejectTitle: "यह भुगतान अस्वीकार करें",
  rejectExplain: "अभिभावक अपने पेज पर आपका कारण देखेंगे। कुछ भी दर्ज नहीं होगा।",
  reason: "कारण",
  reasonPlaceholder: "जैसे: बैंक विवरण में इस UTR का कोई भुगतान नहीं",
  rejectSubmit: "भुगतान अस्वीकार करें",
  rejectBusy: "अस्वीकार हो रहा है...",
  rejected: "भुगतान अस्वीकार हुआ",
  failed: "सहेजा नहीं जा सका: {{message}}",
  duplicate: "यह UTR विद्यालय में पहले से दर्ज है।",
  dayClosed: "दिन बंद है: रसीद दर्ज करने के लिए उसे फिर खोलें।",
};

registerTranslations("paymentClaims", { en, hi });
