import type { TranslationTree } from "../lib/i18n";

/**
 * Texts of the start-up shell (/login signed out, banners, the page-error message). The rest of the
 * "common" namespace — menus, titles, footer — arrives with the full app (common-app.ts).
 */
const en = {
  appName: "Bahi",
  tagline: "Fee ledger and print shop for schools",
  loading: "Loading...",
  language: "Language",
  retry: "Try again",
  cancel: "Cancel",
  add: "Add",
  adding: "Adding...",
  save: "Save",
  saving: "Saving...",
  close: "Close",
  required: "required",
  offline: {
    banner: "You are offline. Showing what Bahi last saw; changes are turned off until the connection is back.",
    writeRefused: "You are offline, so this change was not sent. Try again when you are back online.",
    needsConnection: "Needs a connection",
  },
  pwa: {
    updateReady: "A new version is ready —",
    reload: "Reload",
  },
  skipToContent: "Skip to content",
  comingSoon: "This part of Bahi is being built. It will appear here soon.",
  pageError: {
    title: "This page could not be shown",
    body: "Bahi may have been updated since this page was opened. Reload the page to continue.",
    reload: "Reload",
  },
  titles: {
    login: "Sign in",
  },
} satisfies TranslationTree;

const hi: typeof en = {
  appName: "बही",
  tagline: "विद्यालयों के लिए शुल्क खाता और प्रिंट शॉप",
  loading: "लोड हो रहा है...",
  language: "भाषा",
  retry: "फिर से कोशिश करें",
  cancel: "रद्द करें",
  add: "जोड़ें",
  adding: "जोड़ा जा रहा है...",
  save: "सहेजें",
  saving: "सहेजा जा रहा है...",
  close: "बंद करें",
  required: "आवश्यक",
  offline: {
    banner: "आप ऑफ़लाइन हैं। बही ने जो आख़िरी बार देखा वही दिख रहा है; कनेक्शन लौटने तक बदलाव बंद हैं।",
    writeRefused: "आप ऑफ़लाइन हैं, इसलिए यह बदलाव नहीं भेजा गया। ऑनलाइन होने पर फिर से कोशिश करें।",
    needsConnection: "कनेक्शन चाहिए",
  },
  pwa: {
    updateReady: "नया संस्करण तैयार है —",
    reload: "रीलोड करें",
  },
  skipToContent: "सामग्री पर जाएँ",
  comingSoon: "बही का यह हिस्सा बन रहा है। यह जल्द ही यहाँ दिखेगा।",
  pageError: {
    title: "यह पेज दिखाया नहीं जा सका",
    body: "यह पेज खुलने के बाद शायद बही अपडेट हुआ है। आगे बढ़ने के लिए पेज दोबारा लोड करें।",
    reload: "दोबारा लोड करें",
  },
  titles: {
    login: "साइन इन",
  },
};

export const common = { en, hi };
