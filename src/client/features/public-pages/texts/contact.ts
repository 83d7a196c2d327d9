const en = {
  title: "Public Contact Details",
  intro: "You may contact us using the information below.",
};

const hi: typeof en = {
  title: "सार्वजनिक संपर्क विवरण",
  intro: "आप नीचे दी गई जानकारी से हमसे संपर्क कर सकते हैं।",
};

export const contactTexts = { en, hi };
