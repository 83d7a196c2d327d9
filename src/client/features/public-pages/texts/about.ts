import type { ContentSection } from "./content-section";

const en = {
  title: "About Us",
  intro:
    "Bahi (बही) is named after the ledger book that Indian shops and schools have kept for generations. It is a simple web app for the director or admin of a small school or coaching centre.",
  sections: {
    what: {
      heading: "What Bahi does",
      items: {
        ledgers: "Keeps a ledger for each class and session year, with its students.",
        fees: "Records the fees due and the money received for every student, and shows what is still to be paid.",
        slips: "Prints fee demand slips for one student, one class or the whole school.",
        tools:
          "Makes printable OMR answer sheets, question papers, application letters and student ID cards in your browser.",
        anywhere: "Works on a phone or an office computer, in English and Hindi.",
      },
    },
    who: {
      heading: "Who we are",
      paragraphs: {
        team: "Bahi is run from Sitamarhi, Bihar. We build it for schools like yours, and we read every message you send us.",
      },
    },
  } satisfies Record<string, ContentSection>,
  start: "Start with Bahi",
};

const hi: typeof en = {
  title: "हमारे बारे में",
  intro:
    "बही का नाम उस खाता-बही से आया है जिसे भारत की दुकानें और विद्यालय पीढ़ियों से रखते आए हैं। यह छोटे विद्यालय या कोचिंग सेंटर के निदेशक या एडमिन के लिए एक सरल वेब ऐप है।",
  sections: {
    what: {
      heading: "बही क्या करता है",
      items: {
        ledgers: "हर कक्षा और सत्र वर्ष का खाता, उसके छात्रों के साथ, रखता है।",
        fees: "हर छात्र का बकाया शुल्क और प्राप्त राशि दर्ज करता है, और बताता है कि कितना चुकाना बाकी है।",
        slips: "एक छात्र, एक कक्षा या पूरे विद्यालय की शुल्क मांग पर्चियाँ छापता है।",
        tools: "आपके ब्राउज़र में ही ओएमआर उत्तर पत्रक, प्रश्न पत्र, आवेदन पत्र और छात्र पहचान पत्र बनाता है।",
        anywhere: "फ़ोन या ऑफ़िस कंप्यूटर पर, हिन्दी और अंग्रेज़ी में चलता है।",
      },
    },
    who: {
      heading: "हम कौन हैं",
      paragraphs: {
        team: "बही सीतामढ़ी, बिहार से चलाया जाता है। हम इसे आपके जैसे विद्यालयों के लिए बनाते हैं, और आपका हर संदेश पढ़ते हैं।",
      },
    },
  },
  start: "बही शुरू करें",
};

export const aboutTexts = { en, hi };
