import { registerTranslations } from "../../lib/i18n";

const en = {
  button: "Charge fee",
  title: "Charge a fee to the class",
  amount: "Fee per student (₹)",
  description: "Description",
  descriptionPlaceholder: "e.g. Tuition May",
  date: "Date",
  preview: "{{count}} students × {{amount}} = {{total}}",
  previewEmpty: "Enter the fee to see the total.",
  confirm: "Charge",
  charging: "Charging...",
  done: "Charged {{count}} students, {{total}} in all",
  failed: "Nothing was charged: {{message}}",
};

const hi: typeof en = {
  button: "शुल्क लगाएँ",
  title: "पूरी कक्षा पर शुल्क लगाएँ",
  amount: "प्रति छात्र शुल्क (₹)",
  description: "विवरण",
  descriptionPlaceholder: "जैसे मई का शिक्षण शुल्क",
  date: "तारीख़",
  preview: "{{count}} छात्र × {{amount}} = {{total}}",
  previewEmpty: "कुल राशि देखने के लिए शुल्क लिखें।",
  confirm: "शुल्क लगाएँ",
  charging: "शुल्क लगाया जा रहा है...",
  done: "{{count}} छात्रों पर कुल {{total}} शुल्क लगाया गया",
  failed: "कोई शुल्क नहीं लगा: {{message}}",
};

registerTranslations("chargeFee", { en, hi });
