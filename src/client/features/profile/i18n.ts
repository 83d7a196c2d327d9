import { registerTranslations } from "../../lib/i18n";

const en = {
  title: "Profile",
  photoAlt: "Profile photo",
  email: "E-mail",
  uid: "UID",
  uidHint: "Support asks for this to find your account.",
  shareUid: "Share UID ({{schoolId}})",
  shareUidTitle: "Send your UID to Bahi support on WhatsApp",
  logout: "Logout",
  loggingOut: "Logging out...",
  school: {
    title: "🏫 School Details",
    schoolCode: "School code: {{schoolId}}",
    name: "Name",
    director: "Director",
    contact: "Contact",
    contactHint: "10-digit mobile or phone number",
    address: "Address",
    submit: "Update School Details",
    submitting: "Updating...",
    updated: "School updated successfully!",
    failed: "Update failed. Please try again.",
    error: "Error updating school. Try again later. {{message}}",
    networkError: "Cannot reach the server. Check your connection.",
  },
};

const hi: typeof en = {
  title: "प्रोफ़ाइल",
  photoAlt: "प्रोफ़ाइल फ़ोटो",
  email: "ई-मेल",
  uid: "UID",
  uidHint: "सहायता टीम आपका खाता ढूँढने के लिए यही माँगती है।",
  shareUid: "UID साझा करें ({{schoolId}})",
  shareUidTitle: "अपना UID व्हाट्सऐप पर बही सहायता को भेजें",
  logout: "लॉग आउट",
  loggingOut: "लॉग आउट हो रहा है...",
  school: {
    title: "🏫 विद्यालय विवरण",
    schoolCode: "विद्यालय कोड: {{schoolId}}",
    name: "नाम",
    director: "निदेशक",
    contact: "संपर्क",
    contactHint: "10 अंकों का मोबाइल या फ़ोन नंबर",
    address: "पता",
    submit: "विद्यालय विवरण अपडेट करें",
    submitting: "अपडेट हो रहा है...",
    updated: "विद्यालय सफलतापूर्वक अपडेट हो गया!",
    failed: "अपडेट नहीं हो सका। कृपया फिर से कोशिश करें।",
    error: "विद्यालय अपडेट करने में त्रुटि। बाद में फिर कोशिश करें। {{message}}",
    networkError: "सर्वर तक नहीं पहुँच सके। अपना कनेक्शन जाँचें।",
  },
};

registerTranslations("profile", { en, hi });
