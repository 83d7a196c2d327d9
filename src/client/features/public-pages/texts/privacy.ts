import type { ContentSection } from "./content-section";

const en = {
  title: "Privacy Policy",
  intro:
    "This policy explains what information Bahi keeps when a school or coaching centre uses the Bahi web app, why we keep it, and the choices you have. By using Bahi you agree to it.",
  sections: {
    collect: {
      heading: "Information we keep",
      items: {
        account:
          "Your Google account's name and e-mail address (and profile photo, if you have one), which Google shares with us when you sign in. We never see or keep your Google password.",
        school:
          "The records your school enters: school details (name, director, contact number, address), ledgers, students (name, parents' names, date of birth, roll number, phone number, address) and fee transactions.",
        payments:
          "For purchases of coins or a plan: the amount, the date and the reference the payment gateway returns. Card, UPI and bank details are collected by the payment gateway, never by Bahi.",
        logs: "Basic technical logs (the time of a request, the page asked for, errors) that keep the service secure and working.",
      },
    },
    use: {
      heading: "How we use it",
      paragraphs: {
        purpose:
          "Only to run Bahi for your school: to sign you in, keep your ledgers, students and fees, print demand slips, and answer your support requests.",
        tools:
          "The printable tools (OMR sheet, question papers, application letter, ID card) make their PDF in your browser; what you type into them is not sent to us.",
      },
    },
    sale: {
      heading: "We do not sell your data",
      paragraphs: {
        noSale:
          "We do not sell, rent or trade your information or your students' information, and we do not use it for advertising.",
        sharing:
          "We share it only with the services that run Bahi for us (hosting and the payment gateway), who must keep it confidential, or when Indian law requires it.",
      },
    },
    schoolRecords: {
      heading: "Your school's records",
      paragraphs: {
        ownership:
          "The records your school enters belong to the school, which is responsible for having the consent of students and parents to keep them. You can correct them in the app at any time, and ask us to delete your account and its records.",
      },
    },
    security: {
      heading: "Security and how long we keep data",
      paragraphs: {
        security:
          "Data travels over encrypted connections, and only your signed-in account can see your school's records.",
        retention:
          "We keep your records while your account is in use. When you ask us to delete your account we delete them, except what the law requires us to keep, such as payment records.",
      },
    },
    cookies: {
      heading: "Cookies and browser storage",
      paragraphs: {
        cookies:
          "Bahi uses one sign-in cookie to keep you signed in, and keeps your language choice and school details in your browser. We use no advertising or tracking cookies.",
      },
    },
    changes: {
      heading: "Changes to this policy",
      paragraphs: {
        changes: "When we change this policy we update the date at the top of this page.",
      },
    },
  } satisfies Record<string, ContentSection>,
};

const hi: typeof en = {
  title: "गोपनीयता नीति",
  intro:
    "यह नीति बताती है कि जब कोई विद्यालय या कोचिंग सेंटर बही वेब ऐप का उपयोग करता है तो बही कौन-सी जानकारी रखता है, क्यों रखता है, और आपके पास क्या विकल्प हैं। बही का उपयोग करके आप इससे सहमत होते हैं।",
  sections: {
    collect: {
      heading: "हम कौन-सी जानकारी रखते हैं",
      items: {
        account:
          "आपके Google खाते का नाम और ई-मेल पता (और प्रोफ़ाइल फ़ोटो, यदि हो), जो साइन इन करते समय Google हमें देता है। हम आपका Google पासवर्ड कभी नहीं देखते या रखते।",
        school:
          "आपके विद्यालय द्वारा दर्ज रिकॉर्ड: विद्यालय का विवरण (नाम, निदेशक, संपर्क नंबर, पता), खाते, छात्र (नाम, माता-पिता के नाम, जन्म तिथि, रोल नंबर, फ़ोन नंबर, पता) और शुल्क लेन-देन।",
        payments:
          "सिक्के या योजना खरीदने पर: राशि, तारीख़ और पेमेंट गेटवे द्वारा लौटाया गया संदर्भ। कार्ड, UPI और बैंक विवरण पेमेंट गेटवे लेता है, बही कभी नहीं।",
        logs: "सामान्य तकनीकी लॉग (अनुरोध का समय, माँगा गया पेज, त्रुटियाँ), जो सेवा को सुरक्षित और चालू रखते हैं।",
      },
    },
    use: {
      heading: "हम इसका उपयोग कैसे करते हैं",
      paragraphs: {
        purpose:
          "केवल आपके विद्यालय के लिए बही चलाने में: आपको साइन इन कराने, आपके खाते, छात्र और शुल्क रखने, मांग पर्चियाँ छापने और आपके सहायता अनुरोधों का उत्तर देने के लिए।",
        tools:
          "प्रिंट करने वाले टूल (ओएमआर शीट, प्रश्न पत्र, आवेदन पत्र, पहचान पत्र) अपनी PDF आपके ब्राउज़र में ही बनाते हैं; उनमें लिखी बातें हमें नहीं भेजी जातीं।",
      },
    },
    sale: {
      heading: "हम आपका डेटा नहीं बेचते",
      paragraphs: {
        noSale:
          "हम आपकी या आपके छात्रों की जानकारी न बेचते हैं, न किराये पर देते हैं, न उसका व्यापार करते हैं, और न ही उसका उपयोग विज्ञापन के लिए करते हैं।",
        sharing:
          "हम इसे केवल उन सेवाओं के साथ साझा करते हैं जो हमारे लिए बही चलाती हैं (होस्टिंग और पेमेंट गेटवे) और जिन्हें इसे गोपनीय रखना होता है, या तब जब भारतीय कानून इसकी माँग करे।",
      },
    },
    schoolRecords: {
      heading: "आपके विद्यालय के रिकॉर्ड",
      paragraphs: {
        ownership:
          "आपके विद्यालय द्वारा दर्ज रिकॉर्ड विद्यालय के हैं, और उन्हें रखने के लिए छात्रों और अभिभावकों की सहमति लेना विद्यालय की ज़िम्मेदारी है। आप ऐप में इन्हें कभी भी सुधार सकते हैं, और हमसे अपना खाता और उसके रिकॉर्ड हटाने को कह सकते हैं।",
      },
    },
    security: {
      heading: "सुरक्षा और डेटा कितने समय तक रखा जाता है",
      paragraphs: {
        security: "डेटा एन्क्रिप्टेड कनेक्शन पर जाता है, और आपके विद्यालय के रिकॉर्ड केवल आपके साइन-इन किए खाते से ही देखे जा सकते हैं।",
        retention:
          "जब तक आपका खाता उपयोग में है, हम आपके रिकॉर्ड रखते हैं। खाता हटाने को कहने पर हम उन्हें हटा देते हैं, सिवाय उसके जिसे कानून के अनुसार रखना ज़रूरी है, जैसे भुगतान रिकॉर्ड।",
      },
    },
    cookies: {
      heading: "कुकीज़ और ब्राउज़र स्टोरेज",
      paragraphs: {
        cookies:
          "बही आपको साइन इन रखने के लिए एक साइन-इन कुकी का उपयोग करता है, और आपकी भाषा और विद्यालय का विवरण आपके ब्राउज़र में रखता है। हम विज्ञापन या ट्रैकिंग कुकीज़ का उपयोग नहीं करते।",
      },
    },
    changes: {
      heading: "इस नीति में बदलाव",
      paragraphs: {
        changes: "जब हम यह नीति बदलते हैं, तो इस पेज के ऊपर दी गई तारीख़ बदल देते हैं।",
      },
    },
  },
};

export const privacyTexts = { en, hi };
