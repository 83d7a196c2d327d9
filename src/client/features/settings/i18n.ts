import { registerTranslations } from "../../lib/i18n";

const en = {
  title: "Settings",
  language: {
    title: "Language",
    text: "Bahi shows its screens in the language you choose here. This browser remembers it.",
  },
  school: {
    title: "School details",
    text: "The school's name, director, contact number and address are kept on your profile.",
    edit: "School details on your profile",
  },
  upi: {
    title: "UPI payments",
    text: "With a UPI ID, every demand slip with a balance carries a QR code for exactly that amount.",
    label: "UPI ID",
    none: "Not set: slips print without a QR code.",
    change: "Change the UPI ID on your profile",
    add: "Add a UPI ID on your profile",
  },
  account: {
    title: "Account",
    email: "Signed in as",
    logout: "Logout",
    loggingOut: "Logging out...",
  },
  about: {
    title: "About",
  },
};

const hi: typeof en = {
  title: "सेटिंग",
  language: {
    title: "भाषा",
    text: "बही अपनी स्क्रीन यहाँ चुनी गई भाषा में दिखाता है। यह ब्राउज़र आपकी पसंद याद रखता है।",
  },
  school: {
    title: "विद्यालय विवरण",
    text: "विद्यालय का नाम, निदेशक, संपर्क नंबर और पता आपकी प्रोफ़ाइल पर रखे जाते हैं।",
    edit: "प्रोफ़ाइल पर विद्यालय विवरण",
  },
  upi: {
    title: "UPI भुगतान",
    text: "UPI आईडी होने पर बकाया वाली हर मांग पर्ची पर ठीक उतनी राशि का QR कोड छपता है।",
    label: "UPI आईडी",
    none: "सेट नहीं है: पर्चियाँ बिना QR कोड के छपती हैं।",
    change: "प्रोफ़ाइल पर UPI आईडी बदलें",
    add: "प्रोफ़ाइल पर UPI आईडी जोड़ें",
  },
  account: {
    title: "खाता",
    email: "इस खाते से साइन इन",
    logout: "लॉग आउट",
    loggingOut: "लॉग आउट हो रहा है...",
  },
  about: {
    title: "जानकारी",
  },
};

registerTranslations("settings", { en, hi });
