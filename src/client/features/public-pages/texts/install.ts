const en = {
  heading: "Install app",
  installButton: "Install app",
  installed: "Bahi is installed on this device: open it from your home screen.",
  iosSteps: "On this iPhone or iPad: tap the Share button in Safari, then “Add to Home Screen”, then “Add”.",
  notOffered: "Your browser has not offered to install Bahi yet; follow the steps below for your device.",
  version: "Version on this device: {{version}} (built {{builtAt}})",
};

const hi: typeof en = {
  heading: "ऐप इंस्टॉल करें",
  installButton: "ऐप इंस्टॉल करें",
  installed: "बही इस डिवाइस पर इंस्टॉल है: इसे होम स्क्रीन से खोलें।",
  iosSteps: "इस iPhone या iPad पर: Safari में Share बटन पर टैप करें, फिर “Add to Home Screen”, फिर “Add”।",
  notOffered: "आपके ब्राउज़र ने अभी बही इंस्टॉल करने का विकल्प नहीं दिया है; अपने डिवाइस के लिए नीचे दिए चरण अपनाएँ।",
  version: "इस डिवाइस पर संस्करण: {{version}} (बना {{builtAt}})",
};

export const installTexts = { en, hi };
