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
  reminders: {
    title: "WhatsApp reminder message",
    text: "The message a parent gets when you tap Remind on WhatsApp. Write it in both languages; Bahi sends the one you are using.",
    loading: "Loading the reminder message...",
    placeholdersIntro: "These words in braces are replaced for each student:",
    placeholdersLabel: "Placeholders",
    placeholders: {
      student: "the student's name",
      amount: "the amount still owed, in ₹",
      school: "your school's name",
      phone: "your school's phone number",
      payment: 'how to pay, as a sentence: your UPI ID and the amount, or "pay at the school office" without one',
      upiId: 'your school\'s UPI ID (or "the school office" without one)',
    },
    en: "Message in English",
    hi: "Message in Hindi",
    length: "{{count}} of {{max}} characters",
    tooLong: "At most {{max}} characters.",
    save: "Save message",
    reset: "Reset to default",
    saved: "Reminder message saved.",
    resetDone: "The default message is back in both languages.",
    failed: "Could not save the message: {{message}}",
  },
  familyReminders: {
    title: "WhatsApp reminder to a family",
    text: "One message per family in a reminder round from the Dues page. A line with {link} or {upi} is left out when there is no link or UPI ID.",
    placeholdersIntro: "These words in braces are replaced for each family:",
    placeholders: {
      family: 'the guardian\'s name (or "parent")',
      children: "each child, their class and what they owe, one per line",
      total: "what the family owes in all, in whole rupees",
      link: "the family's page, when there is a link to send",
      upi: "your school's UPI ID",
      school: "your school's name",
    },
    en: "Family message in English",
    hi: "Family message in Hindi",
    save: "Save family message",
    skipDays: "Days between reminders",
    skipDaysHint: "A round skips a family reminded within this many days (0: never skip).",
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
  reminders: {
    title: "WhatsApp अनुस्मारक संदेश",
    text: "WhatsApp पर याद दिलाएँ दबाने पर अभिभावक को यही संदेश मिलता है। इसे दोनों भाषाओं में लिखें; बही वही भेजता है जो भाषा आप इस्तेमाल कर रहे हैं।",
    loading: "अनुस्मारक संदेश लोड हो रहा है...",
    placeholdersIntro: "कोष्ठक वाले ये शब्द हर छात्र के लिए बदल दिए जाते हैं:",
    placeholdersLabel: "प्लेसहोल्डर",
    placeholders: {
      student: "छात्र का नाम",
      amount: "बाकी राशि, ₹ में",
      school: "आपके विद्यालय का नाम",
      phone: "आपके विद्यालय का फ़ोन नंबर",
      payment: 'भुगतान का तरीका, पूरे वाक्य में: UPI आईडी और राशि, या UPI आईडी न हो तो "विद्यालय कार्यालय में भुगतान करें"',
      upiId: 'आपके विद्यालय की UPI आईडी (न हो तो "विद्यालय कार्यालय")',
    },
    en: "अंग्रेज़ी में संदेश",
    hi: "हिंदी में संदेश",
    length: "{{max}} में से {{count}} अक्षर",
    tooLong: "अधिकतम {{max}} अक्षर हो सकते हैं।",
    save: "संदेश सहेजें",
    reset: "मूल संदेश पर लौटें",
    saved: "अनुस्मारक संदेश सहेजा गया।",
    resetDone: "दोनों भाषाओं में मूल संदेश वापस आ गया।",
    failed: "संदेश सहेजा नहीं जा सका: {{message}}",
  },
  familyReminders: {
    title: "परिवार को WhatsApp अनुस्मारक",
    text: "बकाया पेज से याद दिलाने के दौर में हर परिवार को एक संदेश। {link} या {upi} वाली पंक्ति तब छोड़ दी जाती है जब लिंक या UPI ID न हो।",
    placeholdersIntro: "कोष्ठक वाले ये शब्द हर परिवार के लिए बदल दिए जाते हैं:",
    placeholders: {
      family: 'अभिभावक का नाम (या "अभिभावक")',
      children: "हर बच्चा, उसकी कक्षा और बकाया, एक पंक्ति में एक",
      total: "परिवार का कुल बकाया, पूरे रुपयों में",
      link: "परिवार का पेज, जब भेजने को लिंक हो",
      upi: "विद्यालय की UPI ID",
      school: "विद्यालय का नाम",
    },
    en: "अंग्रेज़ी में परिवार संदेश",
    hi: "हिंदी में परिवार संदेश",
    save: "परिवार संदेश सहेजें",
    skipDays: "अनुस्मारकों के बीच दिन",
    skipDaysHint: "इतने दिनों में याद दिलाए गए परिवार को दौर छोड़ देता है (0: कभी नहीं छोड़ता)।",
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

/** The namespace's English texts: the key types of `t()` (lib/i18next.d.ts). */
export type Texts = typeof en;

registerTranslations("settings", { en, hi });
