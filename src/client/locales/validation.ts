import * as messages from "@/shared/rules/messages";

/** Hindi for the shared schemas' messages, keyed by the English text the API sends. */
export const validationHi: Record<string, string> = {
  [messages.REQUIRED_MESSAGE]: "कृपया सभी फ़ील्ड भरें।",
  [messages.PHONE_NUMBER_MESSAGE]: "फ़ोन नंबर 10 अंकों का होना चाहिए!",
  [messages.SESSION_YEAR_MESSAGE]: "सत्र वर्ष 2025-26 जैसा होना चाहिए, दूसरा वर्ष पहले के ठीक बाद का।",
  [messages.DATE_MESSAGE]: "कृपया सही तारीख़ डालें।",
  [messages.AMOUNT_POSITIVE_MESSAGE]: "राशि शून्य से अधिक होनी चाहिए।",
  [messages.AMOUNT_DECIMALS_MESSAGE]: "राशि में अधिकतम 2 दशमलव अंक हो सकते हैं।",
  [messages.AMOUNT_MAX_MESSAGE]: "राशि अधिकतम ₹1,00,00,000 हो सकती है।",
  [messages.AMOUNT_REQUIRED_MESSAGE]: "कृपया राशि डालें।",
  [messages.AMOUNT_INVALID_MESSAGE]: "राशि 1500 या 1500.50 जैसी संख्या होनी चाहिए।",
  [messages.CONTROL_CHARACTERS_MESSAGE]: "इस फ़ील्ड से विशेष (कंट्रोल) अक्षर हटाएँ।",
  [messages.UPI_ID_MESSAGE]: "UPI आईडी schoolname@okaxis जैसी लिखें।",
  [messages.DUE_DAYS_MESSAGE]: "देय दिन 0 से 90 तक की पूर्ण संख्या होनी चाहिए।",
  [messages.TRANSACTION_TYPE_MESSAGE]: "बकाया या प्राप्त चुनें।",
  [messages.FEE_PLAN_DAY_MESSAGE]: "महीने का दिन 1 से 28 के बीच चुनें।",
};
