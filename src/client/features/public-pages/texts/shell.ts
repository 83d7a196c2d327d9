// Texts shared by every public page: the shell, the "last updated" line and the contact block.
const en = {
  home: "Bahi home",
  signIn: "Sign in",
  openApp: "Open Bahi",
  lastUpdated: "Last updated on May 1st 2024",
  contact: {
    heading: "Contact us",
    legalName: "Merchant Legal entity name",
    address: "Registered and Operational Address",
    phone: "Telephone No",
    email: "E-Mail ID",
    loadFailed: "Our contact details could not be loaded.",
    retry: "Try again",
  },
};

const hi: typeof en = {
  home: "बही होम",
  signIn: "साइन इन",
  openApp: "बही खोलें",
  lastUpdated: "अंतिम अद्यतन: 1 मई 2024",
  contact: {
    heading: "संपर्क करें",
    legalName: "व्यापारी की वैधानिक इकाई का नाम",
    address: "पंजीकृत और परिचालन पता",
    phone: "टेलीफ़ोन नंबर",
    email: "ई-मेल आईडी",
    loadFailed: "हमारे संपर्क विवरण लोड नहीं हो सके।",
    retry: "फिर से कोशिश करें",
  },
};

export const shellTexts = { en, hi };
