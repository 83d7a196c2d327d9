import type { ContentSection } from "./content-section";

const en = {
  title: "Shipping and Delivery Policy",
  intro: "Bahi is an online, digital service. Nothing is shipped.",
  sections: {
    shipping: {
      heading: "Shipping",
      paragraphs: {
        rule: "Shipping is not applicable. Bahi sells no physical goods, so there is no shipping charge and no delivery address is needed.",
      },
    },
    delivery: {
      heading: "Delivery of the service",
      paragraphs: {
        online:
          "Your account, coins and subscription plans are delivered online, in the Bahi web app, as soon as the payment is confirmed.",
        documents: "Demand slips and the other documents are made as PDF files that you download and print yourself.",
      },
    },
    missing: {
      heading: "If something has not arrived",
      paragraphs: {
        contact:
          "If coins or a plan you paid for do not show in your account within an hour, contact us with the payment details.",
      },
    },
  } satisfies Record<string, ContentSection>,
};

const hi: typeof en = {
  title: "शिपिंग और डिलीवरी नीति",
  intro: "बही एक ऑनलाइन, डिजिटल सेवा है। कुछ भी भेजा (शिप) नहीं जाता।",
  sections: {
    shipping: {
      heading: "शिपिंग",
      paragraphs: {
        rule: "शिपिंग लागू नहीं है। बही कोई भौतिक सामान नहीं बेचता, इसलिए न कोई शिपिंग शुल्क है और न डिलीवरी पते की ज़रूरत।",
      },
    },
    delivery: {
      heading: "सेवा की डिलीवरी",
      paragraphs: {
        online: "आपका खाता, सिक्के और सदस्यता योजनाएँ भुगतान की पुष्टि होते ही ऑनलाइन, बही वेब ऐप में मिल जाते हैं।",
        documents: "मांग पर्चियाँ और अन्य दस्तावेज़ PDF फ़ाइल के रूप में बनते हैं, जिन्हें आप स्वयं डाउनलोड करके छापते हैं।",
      },
    },
    missing: {
      heading: "यदि कुछ नहीं मिला",
      paragraphs: {
        contact: "यदि भुगतान किए गए सिक्के या योजना एक घंटे के भीतर आपके खाते में न दिखें, तो भुगतान के विवरण के साथ हमसे संपर्क करें।",
      },
    },
  },
};

export const shippingTexts = { en, hi };
