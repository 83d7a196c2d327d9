const en = {
  subtitle: "An A4 answer sheet with bubbles A–D, four columns of up to 45 questions, ready to scan.",
  formTitle: "Sheet",
  questionCount: "Number of questions",
  questionCountHint: "1 to {{max}}. Up to {{perPage}} questions fit on a page; more continue on further pages.",
  advanced: "Advanced: files for scanning programs",
  template: "Download layout template (JSON)",
  templateHint: "Page size, alignment markers and every bubble's position, for a scanning tool.",
  templateSaved: "{{fileName}} downloaded.",
  templateFailed: "The layout template could not be made. Please try again.",
  omrChecker: "Download for OMRChecker",
  omrCheckerHint: "For the free OMRChecker program: a zip with each page's template.json and the marker image.",
  errors: {
    questionCount: "Please enter a valid number of questions.",
  },
};

const hi: typeof en = {
  subtitle: "A4 उत्तर पत्रक: A–D गोले, 45 प्रश्नों तक के चार स्तंभ, स्कैन करने योग्य।",
  formTitle: "पत्रक",
  questionCount: "प्रश्नों की संख्या",
  questionCountHint: "1 से {{max}} तक। एक पृष्ठ पर {{perPage}} प्रश्न आते हैं; अधिक हों तो अगले पृष्ठों पर जाते हैं।",
  advanced: "उन्नत: स्कैन करने वाले प्रोग्रामों के लिए फ़ाइलें",
  template: "लेआउट टेम्पलेट डाउनलोड करें (JSON)",
  templateHint: "पृष्ठ का आकार, संरेखण चिह्न और हर गोले की स्थिति, स्कैन करने वाले टूल के लिए।",
  templateSaved: "{{fileName}} डाउनलोड हो गई।",
  templateFailed: "लेआउट टेम्पलेट नहीं बन सका। कृपया फिर से कोशिश करें।",
  omrChecker: "OMRChecker के लिए डाउनलोड करें",
  omrCheckerHint: "मुफ़्त OMRChecker प्रोग्राम के लिए: हर पृष्ठ का template.json और मार्कर चित्र, एक zip में।",
  errors: {
    questionCount: "कृपया प्रश्नों की सही संख्या डालें।",
  },
};

export const omrTexts = { en, hi };
