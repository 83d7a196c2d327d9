// The common letters of a school office, in the app's language; [brackets] mark what to fill in.
// Salutation and closing are the letter's own ("Respected Sir/Madam," … "Yours faithfully,").
const en = {
  leave: {
    label: "Leave application",
    subject: "Application for leave",
    body: "With due respect, I beg to state that I, [student's name], a student of class [class] of your school, will not be able to attend school from [date] to [date] because [reason].\n\nKindly grant me leave for these [number] days. I shall be thankful to you.",
  },
  transferCertificate: {
    label: "Transfer certificate request",
    subject: "Application for a transfer certificate",
    body: "With due respect, I beg to state that my ward, [student's name], studies in class [class] of your school (admission number [number]). As our family is moving to [place], [he/she] will continue studies at another school.\n\nAll school dues have been paid. Kindly issue [his/her] transfer certificate at the earliest. I shall be grateful to you.",
  },
  feeConcession: {
    label: "Fee concession request",
    subject: "Application for fee concession",
    body: "With due respect, I beg to state that my ward, [student's name], studies in class [class] of your school. Because of [reason], our family is unable to pay the full fee this session.\n\nI request you kindly to grant a concession in the fee. The remaining fee will be paid on time. I shall be grateful to you.",
  },
  characterCertificate: {
    label: "Character certificate request",
    subject: "Application for a character certificate",
    body: "With due respect, I beg to state that I, [student's name], was a student of class [class] of your school in the session [session]. I need a character certificate for [purpose].\n\nKindly issue me a character certificate. I shall be thankful to you.",
  },
};

const hi: typeof en = {
  leave: {
    label: "अवकाश हेतु आवेदन",
    subject: "अवकाश हेतु आवेदन पत्र",
    body: "सविनय निवेदन है कि मैं, [छात्र का नाम], आपके विद्यालय की कक्षा [कक्षा] का/की विद्यार्थी हूँ। [कारण] के कारण मैं दिनांक [दिनांक] से [दिनांक] तक विद्यालय आने में असमर्थ हूँ।\n\nअतः कृपया मुझे इन [संख्या] दिनों का अवकाश प्रदान करें। इसके लिए मैं आपका आभारी रहूँगा/रहूँगी।",
  },
  transferCertificate: {
    label: "स्थानांतरण प्रमाण पत्र (टी.सी.) हेतु आवेदन",
    subject: "स्थानांतरण प्रमाण पत्र (टी.सी.) हेतु आवेदन",
    body: "सविनय निवेदन है कि मेरा पुत्र/मेरी पुत्री, [छात्र का नाम], आपके विद्यालय की कक्षा [कक्षा] में पढ़ता/पढ़ती है (प्रवेश संख्या [संख्या])। हमारा परिवार [स्थान] जा रहा है, इसलिए आगे की पढ़ाई दूसरे विद्यालय में होगी।\n\nविद्यालय का सारा शुल्क जमा कर दिया गया है। अतः कृपया स्थानांतरण प्रमाण पत्र शीघ्र जारी करें। इसके लिए मैं आपका आभारी रहूँगा/रहूँगी।",
  },
  feeConcession: {
    label: "शुल्क में छूट हेतु आवेदन",
    subject: "शुल्क में छूट हेतु आवेदन",
    body: "सविनय निवेदन है कि मेरा पुत्र/मेरी पुत्री, [छात्र का नाम], आपके विद्यालय की कक्षा [कक्षा] में पढ़ता/पढ़ती है। [कारण] के कारण हमारा परिवार इस सत्र का पूरा शुल्क देने में असमर्थ है।\n\nअतः आपसे निवेदन है कि शुल्क में छूट देने की कृपा करें। शेष शुल्क समय पर जमा कर दिया जाएगा। इसके लिए मैं आपका आभारी रहूँगा/रहूँगी।",
  },
  characterCertificate: {
    label: "चरित्र प्रमाण पत्र हेतु आवेदन",
    subject: "चरित्र प्रमाण पत्र हेतु आवेदन",
    body: "सविनय निवेदन है कि मैं, [छात्र का नाम], सत्र [सत्र] में आपके विद्यालय की कक्षा [कक्षा] का/की विद्यार्थी था/थी। मुझे [उद्देश्य] के लिए चरित्र प्रमाण पत्र की आवश्यकता है।\n\nअतः कृपया मुझे चरित्र प्रमाण पत्र जारी करें। इसके लिए मैं आपका आभारी रहूँगा/रहूँगी।",
  },
};

export const letterTemplateTexts = { en, hi };
