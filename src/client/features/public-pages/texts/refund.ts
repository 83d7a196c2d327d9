import type { ContentSection } from "./content-section";

const en = {
  title: "Cancellation and Refund Policy",
  intro:
    "Bahi sells digital services — coins and subscription plans — that reach your account as soon as the payment is confirmed.",
  sections: {
    cancellations: {
      heading: "Cancellations",
      paragraphs: {
        rule: "Cancellations are not entertained once a payment has been made, because the coins or plan are added to your account at once.",
      },
    },
    refunds: {
      heading: "Refunds",
      paragraphs: {
        rule: "Refunds are not entertained for coins or subscription plans bought on Bahi, whether they have been used in full, in part or not at all.",
      },
    },
    failed: {
      heading: "Failed or double payments",
      paragraphs: {
        check:
          "If money left your account but the coins or plan did not reach Bahi, or you were charged twice for one purchase, contact us with the date, the amount and the payment reference. We will check it with the payment gateway.",
        reversal:
          "Money taken for a payment that did not complete is returned to the original payment method by the bank or payment gateway, usually within 5 to 7 working days.",
      },
    },
  } satisfies Record<string, ContentSection>,
};

const hi: typeof en = {
  title: "रद्दीकरण और धनवापसी नीति",
  intro: "बही डिजिटल सेवाएँ बेचता है — सिक्के और सदस्यता योजनाएँ — जो भुगतान की पुष्टि होते ही आपके खाते में पहुँच जाती हैं।",
  sections: {
    cancellations: {
      heading: "रद्दीकरण",
      paragraphs: {
        rule: "भुगतान हो जाने के बाद रद्दीकरण स्वीकार नहीं किया जाता, क्योंकि सिक्के या योजना तुरंत आपके खाते में जुड़ जाते हैं।",
      },
    },
    refunds: {
      heading: "धनवापसी",
      paragraphs: {
        rule: "बही पर खरीदे गए सिक्कों या सदस्यता योजनाओं की धनवापसी स्वीकार नहीं की जाती, चाहे उनका पूरा, आंशिक या बिल्कुल भी उपयोग न हुआ हो।",
      },
    },
    failed: {
      heading: "विफल या दोहरा भुगतान",
      paragraphs: {
        check:
          "यदि आपके खाते से पैसा कट गया पर सिक्के या योजना बही में नहीं पहुँचे, या एक ही खरीद के लिए दो बार पैसा कटा, तो तारीख़, राशि और भुगतान संदर्भ के साथ हमसे संपर्क करें। हम पेमेंट गेटवे से इसकी जाँच करेंगे।",
        reversal:
          "अधूरे भुगतान के लिए कटा पैसा बैंक या पेमेंट गेटवे द्वारा उसी भुगतान माध्यम में लौटा दिया जाता है, आमतौर पर 5 से 7 कार्य दिवसों में।",
      },
    },
  },
};

export const refundTexts = { en, hi };
