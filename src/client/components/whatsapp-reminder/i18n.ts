import { registerTranslations } from "../../lib/i18n";

const en = {
  one: "Remind on WhatsApp",
  // The visible text first, then whom (WCAG 2.5.3: the accessible name contains what the button shows).
  oneLabel: "Remind on WhatsApp: {{name}}",
  premium: "WhatsApp reminders are a Premium feature.",
  buy: "Buy Coins",
  failed: "Could not mark the reminder: {{message}}",
};

const hi: typeof en = {
  one: "WhatsApp पर याद दिलाएँ",
  oneLabel: "WhatsApp पर याद दिलाएँ: {{name}}",
  premium: "WhatsApp अनुस्मारक प्रीमियम सुविधा है।",
  buy: "कॉइन खरीदें",
  failed: "अनुस्मारक दर्ज नहीं हो सका: {{message}}",
};

/** The namespace's English texts: the key types of `t()` (lib/i18next.d.ts). */
export type Texts = typeof en;

registerTranslations("whatsappReminder", { en, hi });
