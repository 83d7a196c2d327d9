// Texts shared by every print tool: generating, the confirmation, the paper header, the question list.
const en = {
  generate: "Generate PDF",
  generating: "Generating PDF...",
  downloaded: "{{fileName}} downloaded — {{detail}}",
  pages_one: "{{count}} page",
  pages_other: "{{count}} pages",
  failed: "The PDF could not be made. Your entries are kept; please try again.",
  draftSaved: "Your entries are saved on this device as you type.",
  loadingSchool: "Loading your school...",
  noCoins: "You have no coins left and no Premium. Each PDF from a print tool costs 1 coin; Premium makes them free.",
  buyCoins: "Buy Coins",
  header: {
    title: "Paper header",
    schoolName: "School name",
    className: "Class",
    subject: "Subject",
    fullMarks: "Full marks",
    date: "Date",
  },
  list: {
    moveUp: "Move question {{number}} up",
    moveDown: "Move question {{number}} down",
  },
  errors: {
    schoolNameRequired: "Please enter the school name.",
    tooLong: "This is too long.",
    date: "Please enter a valid date.",
  },
};

const hi: typeof en = {
  generate: "PDF बनाएँ",
  generating: "PDF बन रहा है...",
  downloaded: "{{fileName}} डाउनलोड हो गई — {{detail}}",
  pages_one: "{{count}} पृष्ठ",
  pages_other: "{{count}} पृष्ठ",
  failed: "PDF नहीं बन सकी। आपकी भरी हुई जानकारी सुरक्षित है; कृपया फिर से कोशिश करें।",
  draftSaved: "आप जो लिखते हैं, वह इसी डिवाइस पर सहेजा जाता है।",
  loadingSchool: "आपका विद्यालय लोड हो रहा है...",
  noCoins: "आपके पास न सिक्के बचे हैं, न प्रीमियम। प्रिंट टूल की हर PDF पर 1 सिक्का लगता है; प्रीमियम में ये मुफ़्त हैं।",
  buyCoins: "सिक्के खरीदें",
  header: {
    title: "प्रश्न-पत्र का शीर्षक",
    schoolName: "विद्यालय का नाम",
    className: "कक्षा",
    subject: "विषय",
    fullMarks: "पूर्णांक",
    date: "दिनांक",
  },
  list: {
    moveUp: "प्रश्न {{number}} ऊपर करें",
    moveDown: "प्रश्न {{number}} नीचे करें",
  },
  errors: {
    schoolNameRequired: "कृपया विद्यालय का नाम लिखें।",
    tooLong: "यह बहुत लंबा है।",
    date: "कृपया सही तारीख़ डालें।",
  },
};

export const commonTexts = { en, hi };
