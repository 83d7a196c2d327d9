import { registerTranslations } from "../../lib/i18n";

const en = {
  stepSchool: "School details",
  stepStart: "Start managing",
  step: "Step {{number}}",
  welcome: "Welcome to Our Platform!",
  addSchoolDetails: "Add School Details",
  intro: "Tell us about your school once. You can change these later on your profile.",
  schoolName: "School Name",
  directorName: "Director Name",
  contactNumber: "Contact Number",
  contactHint: "10-digit mobile or phone number",
  address: "Address",
  upiVpa: "UPI ID (optional)",
  upiHint:
    "Puts a UPI QR code for the amount due on every demand slip. You can add or change it later on your profile.",
  continue: "Continue",
  saving: "Saving...",
  failed: "Error adding school: {{message}}",
  sessionExpired: "User ID is missing. Please log in again.",
};

const hi: typeof en = {
  stepSchool: "विद्यालय विवरण",
  stepStart: "प्रबंधन शुरू करें",
  step: "चरण {{number}}",
  welcome: "हमारे प्लेटफ़ॉर्म पर आपका स्वागत है!",
  addSchoolDetails: "विद्यालय का विवरण जोड़ें",
  intro: "अपने विद्यालय के बारे में एक बार बताएँ। इसे बाद में प्रोफ़ाइल पर बदल सकते हैं।",
  schoolName: "विद्यालय का नाम",
  directorName: "निदेशक का नाम",
  contactNumber: "संपर्क नंबर",
  contactHint: "10 अंकों का मोबाइल या फ़ोन नंबर",
  address: "पता",
  upiVpa: "UPI आईडी (वैकल्पिक)",
  upiHint: "हर मांग पर्ची पर बकाया राशि का UPI QR कोड छापता है। इसे बाद में प्रोफ़ाइल पर जोड़ या बदल सकते हैं।",
  continue: "जारी रखें",
  saving: "सहेजा जा रहा है...",
  failed: "विद्यालय नहीं जोड़ा जा सका: {{message}}",
  sessionExpired: "यूज़र आईडी नहीं मिली। कृपया फिर से लॉग इन करें।",
};

/** The namespace's English texts: the key types of `t()` (lib/i18next.d.ts). */
export type Texts = typeof en;

registerTranslations("schoolSetup", { en, hi });
