import type { ContentSection } from "./content-section";

const en = {
  title: "Terms and Conditions",
  intro:
    "These terms govern your use of the Bahi web app and its services, operated by Bahi. By signing in or using Bahi you accept them; if you do not agree, please do not use Bahi.",
  sections: {
    service: {
      heading: "The service",
      paragraphs: {
        what: "Bahi helps the director or admin of a school or coaching centre keep fee ledgers for each class and its students, record dues and money received, print fee demand slips, and make printable documents such as OMR answer sheets, question papers, application letters and student ID cards.",
      },
    },
    accounts: {
      heading: "Your account",
      paragraphs: {
        signIn:
          "You sign in with a Google account. You are responsible for keeping that account secure and for everything done through it.",
        truth:
          "You must enter true and correct information, and you must have the right to keep the student and fee records you enter.",
      },
    },
    payments: {
      heading: "Coins, plans and payments",
      paragraphs: {
        gateway:
          "Some features are paid for with coins or a subscription plan, at the prices shown in the app when you buy. Payments are processed by an Indian payment gateway authorised by the Reserve Bank of India; Bahi never sees or keeps your card, UPI or bank details.",
        period:
          "A plan is active for the period bought, from the moment the payment is confirmed. Purchases are not refundable, as our Cancellation and Refund Policy explains.",
      },
    },
    use: {
      heading: "Acceptable use",
      paragraphs: {
        rules:
          "Do not use Bahi for anything unlawful, to keep information you have no right to keep, or to try to break, overload or get around the security of the service.",
      },
    },
    content: {
      heading: "Your content",
      paragraphs: {
        yours:
          "The records you enter remain yours. You allow us to store and process them only to provide Bahi to you.",
      },
    },
    liability: {
      heading: "Limitation of liability",
      paragraphs: {
        asIs: 'We work to keep Bahi available and correct, but the service is provided "as is", without warranties of any kind. Check fee amounts and printed documents before you rely on them.',
        limit:
          "As far as the law allows, Bahi is not liable for indirect or consequential loss, or for loss of profit or data, and our total liability for any claim is limited to the amount you paid Bahi in the three months before the claim.",
      },
    },
    ending: {
      heading: "Suspension and ending",
      paragraphs: {
        ending: "You may stop using Bahi at any time. We may suspend an account that breaks these terms.",
      },
    },
    changes: {
      heading: "Changes to these terms",
      paragraphs: {
        changes:
          "We may update these terms; the date at the top shows the current version. Using Bahi after a change means you accept the new terms.",
      },
    },
    law: {
      heading: "Governing law and disputes",
      paragraphs: {
        law: "These terms are governed by the laws of India.",
        arbitration:
          "Any dispute arising out of or in connection with these terms shall be settled by arbitration under the Arbitration and Conciliation Act, 1996, before a sole arbitrator appointed by mutual agreement of the parties within 30 days of a written notice of the dispute. The seat and venue of the arbitration shall be Bengaluru, Karnataka, and it shall be conducted in English.",
        courts: "Subject to the above, the courts at Bengaluru shall have exclusive jurisdiction.",
      },
    },
  } satisfies Record<string, ContentSection>,
};

const hi: typeof en = {
  title: "नियम और शर्तें",
  intro:
    "ये शर्तें बही वेब ऐप और उसकी सेवाओं के आपके उपयोग पर लागू होती हैं, जिन्हें बही चलाता है। साइन इन करके या बही का उपयोग करके आप इन्हें स्वीकार करते हैं; यदि आप सहमत नहीं हैं, तो कृपया बही का उपयोग न करें।",
  sections: {
    service: {
      heading: "सेवा",
      paragraphs: {
        what: "बही किसी विद्यालय या कोचिंग सेंटर के निदेशक या एडमिन को हर कक्षा और उसके छात्रों का शुल्क खाता रखने, बकाया और प्राप्त राशि दर्ज करने, शुल्क मांग पर्चियाँ छापने, और ओएमआर उत्तर पत्रक, प्रश्न पत्र, आवेदन पत्र और छात्र पहचान पत्र जैसे प्रिंट करने योग्य दस्तावेज़ बनाने में मदद करता है।",
      },
    },
    accounts: {
      heading: "आपका खाता",
      paragraphs: {
        signIn: "आप Google खाते से साइन इन करते हैं। उस खाते को सुरक्षित रखना और उससे किए गए हर काम की ज़िम्मेदारी आपकी है।",
        truth:
          "आपको सही और सच्ची जानकारी दर्ज करनी होगी, और आपके द्वारा दर्ज छात्र और शुल्क रिकॉर्ड रखने का अधिकार आपके पास होना चाहिए।",
      },
    },
    payments: {
      heading: "सिक्के, योजनाएँ और भुगतान",
      paragraphs: {
        gateway:
          "कुछ सुविधाओं के लिए सिक्कों या सदस्यता योजना से भुगतान होता है, उन दामों पर जो खरीदते समय ऐप में दिखाए जाते हैं। भुगतान भारतीय रिज़र्व बैंक द्वारा अधिकृत एक भारतीय पेमेंट गेटवे के माध्यम से होता है; बही आपके कार्ड, UPI या बैंक विवरण कभी नहीं देखता या रखता।",
        period:
          "योजना भुगतान की पुष्टि होते ही, खरीदी गई अवधि के लिए सक्रिय रहती है। खरीदारी की राशि वापस नहीं होती, जैसा हमारी रद्दीकरण और धनवापसी नीति में बताया गया है।",
      },
    },
    use: {
      heading: "स्वीकार्य उपयोग",
      paragraphs: {
        rules:
          "बही का उपयोग किसी गैरकानूनी काम के लिए, ऐसी जानकारी रखने के लिए जिसे रखने का आपको अधिकार नहीं है, या सेवा को तोड़ने, उस पर अधिक भार डालने या उसकी सुरक्षा से बचने के प्रयास के लिए न करें।",
      },
    },
    content: {
      heading: "आपकी सामग्री",
      paragraphs: {
        yours:
          "आपके द्वारा दर्ज रिकॉर्ड आपके ही रहते हैं। आप हमें उन्हें केवल आपको बही की सेवा देने के लिए रखने और उपयोग करने की अनुमति देते हैं।",
      },
    },
    liability: {
      heading: "दायित्व की सीमा",
      paragraphs: {
        asIs: 'हम बही को उपलब्ध और सही रखने का प्रयास करते हैं, पर सेवा "जैसी है" के आधार पर, बिना किसी वारंटी के दी जाती है। शुल्क राशि और छपे दस्तावेज़ों पर भरोसा करने से पहले उन्हें जाँच लें।',
        limit:
          "कानून जहाँ तक अनुमति देता है, बही किसी अप्रत्यक्ष या परिणामी हानि, या लाभ या डेटा की हानि के लिए उत्तरदायी नहीं है, और किसी भी दावे के लिए हमारा कुल दायित्व दावे से पहले के तीन महीनों में आपके द्वारा बही को चुकाई गई राशि तक सीमित है।",
      },
    },
    ending: {
      heading: "निलंबन और समाप्ति",
      paragraphs: {
        ending: "आप कभी भी बही का उपयोग बंद कर सकते हैं। इन शर्तों को तोड़ने वाले खाते को हम निलंबित कर सकते हैं।",
      },
    },
    changes: {
      heading: "इन शर्तों में बदलाव",
      paragraphs: {
        changes:
          "हम इन शर्तों को बदल सकते हैं; ऊपर दी गई तारीख़ वर्तमान संस्करण बताती है। बदलाव के बाद बही का उपयोग करने का अर्थ है कि आप नई शर्तें स्वीकार करते हैं।",
      },
    },
    law: {
      heading: "लागू कानून और विवाद",
      paragraphs: {
        law: "ये शर्तें भारत के कानूनों के अधीन हैं।",
        arbitration:
          "इन शर्तों से या इनके संबंध में उत्पन्न कोई भी विवाद माध्यस्थम् और सुलह अधिनियम, 1996 के अंतर्गत मध्यस्थता द्वारा सुलझाया जाएगा, एक एकमात्र मध्यस्थ के समक्ष, जिसे विवाद की लिखित सूचना के 30 दिनों के भीतर दोनों पक्षों की आपसी सहमति से नियुक्त किया जाएगा। मध्यस्थता का स्थान बेंगलुरु, कर्नाटक होगा, और यह अंग्रेज़ी में होगी।",
        courts: "उपर्युक्त के अधीन, बेंगलुरु के न्यायालयों को अनन्य क्षेत्राधिकार होगा।",
      },
    },
  },
};

export const termsTexts = { en, hi };
