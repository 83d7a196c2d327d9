const en = {
  welcome: "Welcome to Bahi",
  intro: "Keep every class's fees, print demand slips and make exam papers — from your phone or office PC.",
  signUpWithGoogle: "Sign up with Google",
  signingIn: "Signing in...",
  failed: "Failed to sign in. Please try again.",
  privacyNote: "By continuing you agree to our",
  terms: "Terms and Conditions",
  and: "and",
  privacy: "Privacy Policy",
};

const hi: typeof en = {
  welcome: "बही में आपका स्वागत है",
  intro: "हर कक्षा की फीस रखें, मांग पर्चियाँ छापें और परीक्षा पत्र बनाएँ — फ़ोन या ऑफ़िस पीसी से।",
  signUpWithGoogle: "Google से साइन अप करें",
  signingIn: "साइन इन हो रहा है...",
  failed: "साइन इन नहीं हो सका। कृपया फिर से कोशिश करें।",
  privacyNote: "जारी रखकर आप हमारी इन बातों से सहमत हैं:",
  terms: "नियम और शर्तें",
  and: "और",
  privacy: "गोपनीयता नीति",
};

/** The sign-in page's texts, read through lib/language.ts's `useTexts`: /login loads no i18next (decision 0051). */
export const authTexts = { en, hi };
