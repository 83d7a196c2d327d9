import { registerTranslations } from "../../lib/i18n";

const en = {
  title: "Settings",
  language: {
    title: "Language",
    text: "Bahi shows its screens in the language you choose here. This browser remembers it.",
  },
  school: {
    title: "School details",
    code: "School code",
    name: "Name",
    director: "Director",
    contact: "Contact",
    address: "Address",
    edit: "Edit on your profile",
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
    code: "विद्यालय कोड",
    name: "नाम",
    director: "निदेशक",
    contact: "संपर्क",
    address: "पता",
    edit: "प्रोफ़ाइल पर बदलें",
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
