import type { ContentSection } from "./content-section";

const en = {
  title: "Get the latest version of Bahi",
  intro:
    "Bahi is a web app: every time you open it you get the latest version, with nothing to download or update by hand. Add it to your home screen to open it like any other app.",
  sections: {
    android: {
      heading: "On an Android phone (Chrome)",
      steps: {
        open: "Open Bahi in Chrome.",
        menu: "Tap the ⋮ menu at the top right.",
        add: "Tap “Add to Home screen” (or “Install app”).",
        confirm: "Tap “Add”. Bahi's icon now sits on your home screen.",
      },
    },
    iphone: {
      heading: "On an iPhone (Safari)",
      steps: {
        open: "Open Bahi in Safari.",
        share: "Tap the Share button at the bottom.",
        add: "Tap “Add to Home Screen”, then “Add”.",
      },
    },
    desktop: {
      heading: "On a computer (Chrome or Edge)",
      steps: {
        open: "Open Bahi in Google Chrome or Microsoft Edge.",
        menu: "Open the browser's menu (⋮ or …).",
        install:
          "In Chrome choose “Cast, save and share” → “Install page as app”; in Edge choose “Apps” → “Install this site as an app”.",
        done: "Bahi opens in its own window and gets a shortcut on your desktop or taskbar.",
      },
    },
    refresh: {
      heading: "If Bahi looks out of date",
      paragraphs: {
        reload:
          "Close every Bahi tab or window and open Bahi again, or reload the page. You will get the newest version.",
      },
    },
    whatsNew: {
      heading: "What is new",
      items: {
        hindi: "Bahi speaks Hindi: choose हिन्दी in the language switch at the top of any page.",
        profile:
          "Change your school's name, director, contact number and address on your profile; they are checked just like at set-up.",
        share: "Send your UID to support on WhatsApp with one tap from your profile.",
        public: "Our contact details and policies are public, so you can read them before you sign in.",
        phone: "Every screen fits a small phone.",
      },
    },
  } satisfies Record<string, ContentSection>,
  openApp: "Open Bahi",
};

const hi: typeof en = {
  title: "बही का नवीनतम संस्करण पाएँ",
  intro:
    "बही एक वेब ऐप है: जब भी आप इसे खोलते हैं, आपको नवीनतम संस्करण मिलता है, कुछ भी डाउनलोड या हाथ से अपडेट करने की ज़रूरत नहीं। इसे होम स्क्रीन पर जोड़ें और किसी भी ऐप की तरह खोलें।",
  sections: {
    android: {
      heading: "Android फ़ोन पर (Chrome)",
      steps: {
        open: "Chrome में बही खोलें।",
        menu: "ऊपर दाईं ओर ⋮ मेन्यू पर टैप करें।",
        add: "“Add to Home screen” (या “Install app”) पर टैप करें।",
        confirm: "“Add” पर टैप करें। बही का आइकन अब आपकी होम स्क्रीन पर है।",
      },
    },
    iphone: {
      heading: "iPhone पर (Safari)",
      steps: {
        open: "Safari में बही खोलें।",
        share: "नीचे Share बटन पर टैप करें।",
        add: "“Add to Home Screen” पर, फिर “Add” पर टैप करें।",
      },
    },
    desktop: {
      heading: "कंप्यूटर पर (Chrome या Edge)",
      steps: {
        open: "Google Chrome या Microsoft Edge में बही खोलें।",
        menu: "ब्राउज़र का मेन्यू (⋮ या …) खोलें।",
        install:
          "Chrome में “Cast, save and share” → “Install page as app” चुनें; Edge में “Apps” → “Install this site as an app” चुनें।",
        done: "बही अपनी अलग विंडो में खुलता है और डेस्कटॉप या टास्कबार पर उसका शॉर्टकट बन जाता है।",
      },
    },
    refresh: {
      heading: "यदि बही पुराना लगे",
      paragraphs: {
        reload: "बही के सभी टैब या विंडो बंद करके फिर से खोलें, या पेज को रीलोड करें। आपको नवीनतम संस्करण मिल जाएगा।",
      },
    },
    whatsNew: {
      heading: "नया क्या है",
      items: {
        hindi: "बही अब हिन्दी में: किसी भी पेज के ऊपर भाषा चुनने वाले बटन में हिन्दी चुनें।",
        profile: "अपनी प्रोफ़ाइल पर विद्यालय का नाम, निदेशक, संपर्क नंबर और पता बदलें; इनकी जाँच सेट-अप की तरह ही होती है।",
        share: "अपनी प्रोफ़ाइल से एक टैप में अपना UID व्हाट्सऐप पर सहायता टीम को भेजें।",
        public: "हमारे संपर्क विवरण और नीतियाँ सार्वजनिक हैं, इन्हें साइन इन से पहले भी पढ़ सकते हैं।",
        phone: "हर स्क्रीन छोटे फ़ोन पर भी ठीक से दिखती है।",
      },
    },
  },
  openApp: "बही खोलें",
};

export const latestUpdateTexts = { en, hi };
