import { registerTranslations } from "../../lib/i18n";

const en = {
  title: "Families",
  subtitle: "Students with the same phone number are one family: one parent page, one payment for all children.",
  loading: "Loading families...",
  search: "Search by child's name or phone",
  empty: "No family matches.",
  list: "Families, largest balance first",
  total: "Total {{amount}}",
  child: "{{name}} · {{ledger}} · {{amount}}",
  link: "Parent page link",
  linkLabel: "Parent page link for {{phone}}",
  linkTitle: "Parent page link",
  linkExplain:
    "Anyone with this link sees the family's dues, payments and receipts, and can tell the school about a UPI payment. It is shown only now: copy or share it. A new link ends the old one.",
  linkBusy: "Making the link...",
  copy: "Copy link",
  copied: "Link copied",
  copyFailed: "Could not copy: select the link and copy it by hand.",
  share: "Share on WhatsApp",
  shareText: "Fees of {{names}}: see what is due, pay by UPI and get receipts here: {{url}}",
  revoke: "Revoke link",
  revokeTitle: "Revoke the parent page link?",
  revokeExplain: "The link the family has stops working at once. You can make a new one later.",
  revoked: "Link revoked",
  nothingToRevoke: "This family had no link.",
  failed: "Could not do that: {{message}}",
};
export type Texts = typeof en;

const hi: Texts = {
  title: "परिवार",
  subtitle: "एक ही फ़ोन नंबर वाले छात्र एक परिवार हैं: एक अभिभावक पेज, सभी बच्चों के लिए एक भुगतान।",
  loading: "परिवार लोड हो रहे हैं...",
  search: "बच्चे के नाम या फ़ोन से खोजें",
  empty: "कोई परिवार नहीं मिला।",
  list: "परिवार, सबसे बड़ा बकाया पहले",
  total: "कुल {{amount}}",
  child: "{{name}} · {{ledger}} · {{amount}}",
  link: "अभिभावक पेज लिंक",
  linkLabel: "{{phone}} के लिए अभिभावक पेज लिंक",
  linkTitle: "अभिभावक पेज लिंक",
  linkExplain:
    "इस लिंक वाला कोई भी परिवार का बकाया, भुगतान और रसीदें देख सकता है और UPI भुगतान की सूचना दे सकता है। यह केवल अभी दिखेगा: कॉपी करें या भेजें। नया लिंक पुराने को बंद कर देता है।",
  linkBusy: "लिंक बन रहा है...",
  copy: "लिंक कॉपी करें",
  copied: "लिंक कॉपी हुआ",
  copyFailed: "कॉपी नहीं हुआ: लिंक चुनकर खुद कॉपी करें।",
  share: "WhatsApp पर भेजें",
  shareText: "{{names}} का शुल्क: बकाया देखें, UPI से भरें और रसीद यहाँ पाएँ: {{url}}",
  revoke: "लिंक बंद करें",
  revokeTitle: "अभिभावक पेज लिंक बंद करें?",
  revokeExplain: "परिवार के पास जो लिंक है वह तुरंत काम करना बंद कर देगा। आप बाद में नया बना सकते हैं।",
  revoked: "लिंक बंद हुआ",
  nothingToRevoke: "इस परिवार का कोई लिंक नहीं था।",
  failed: "नहीं हो सका: {{message}}",
};

registerTranslations("families", { en, hi });
