import { registerTranslations } from "../../lib/i18n";

const en = {
  buyCoins: {
    title: "Buy Coins",
    subtitle:
      "Ledgers, students, transactions and demand slips are free forever. Each print-tool PDF costs 1 coin, or nothing while you are Premium.",
    coinsSection: "Coins",
    premiumSection: "Premium",
  },
  otherPlans: {
    title: "Other Plans",
    subtitle:
      "DL Premium is for the Bahi DL companion phone app (the one promoted after a payment). It does not change coins or Premium here; Bahi records it and shows it on your Profile.",
  },
  plan: {
    coins: "{{count}} coins",
    premium_one: "Premium for {{count}} day",
    premium_other: "Premium for {{count}} days",
    "dl-premium_one": "DL Premium for {{count}} day",
    "dl-premium_other": "DL Premium for {{count}} days",
    coinsDetail: "1 coin = 1 PDF from any print tool",
    premiumDetail: "Every print tool free; team members and WhatsApp reminders",
    dlDetail: "Premium in the Bahi DL companion app",
    pay: "Pay {{price}}",
    opening: "Opening checkout…",
  },
  wallet: {
    balance: "Your wallet",
    premiumUntil: "Premium until {{date}}",
    noPremium: "No Premium",
    dlPremiumUntil: "DL Premium until {{date}}",
  },
  billingOff: "Billing is turned off on this server: everything is free.",
  orderFailed: "Could not start the payment",
};

const hi: typeof en = {
  buyCoins: {
    title: "सिक्के खरीदें",
    subtitle: "खाते, विद्यार्थी, लेन-देन और मांग पर्चियाँ हमेशा मुफ़्त हैं। हर प्रिंट-टूल PDF पर 1 सिक्का लगता है, प्रीमियम रहते कुछ नहीं।",
    coinsSection: "सिक्के",
    premiumSection: "प्रीमियम",
  },
  otherPlans: {
    title: "अन्य योजनाएँ",
    subtitle:
      "DL प्रीमियम बही DL फ़ोन ऐप के लिए है (भुगतान के बाद दिखाया गया ऐप)। इससे यहाँ के सिक्के या प्रीमियम नहीं बदलते; बही इसे दर्ज करता है और आपकी प्रोफ़ाइल पर दिखाता है।",
  },
  plan: {
    coins: "{{count}} सिक्के",
    premium_one: "{{count}} दिन का प्रीमियम",
    premium_other: "{{count}} दिन का प्रीमियम",
    "dl-premium_one": "{{count}} दिन का DL प्रीमियम",
    "dl-premium_other": "{{count}} दिन का DL प्रीमियम",
    coinsDetail: "1 सिक्का = किसी भी प्रिंट टूल की 1 PDF",
    premiumDetail: "सभी प्रिंट टूल मुफ़्त; टीम सदस्य और व्हाट्सऐप रिमाइंडर",
    dlDetail: "बही DL ऐप में प्रीमियम",
    pay: "{{price}} चुकाएँ",
    opening: "चेकआउट खुल रहा है…",
  },
  wallet: {
    balance: "आपका वॉलेट",
    premiumUntil: "प्रीमियम {{date}} तक",
    noPremium: "प्रीमियम नहीं",
    dlPremiumUntil: "DL प्रीमियम {{date}} तक",
  },
  billingOff: "इस सर्वर पर बिलिंग बंद है: सब कुछ मुफ़्त है।",
  orderFailed: "भुगतान शुरू नहीं हो सका",
};

/** The namespace's English texts: the key types of `t()` (lib/i18next.d.ts). */
export type Texts = typeof en;

registerTranslations("wallet", { en, hi });
