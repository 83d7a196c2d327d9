const en = {
  subtitle: "Write the questions, then print the paper. A short paper prints twice on one sheet, to cut in half.",
  questionsTitle: "Questions",
  question: "Question",
  questionPlaceholder: "e.g. Prove that √2 is irrational.",
  add: "Add Question",
  remove: "Delete",
  removeLabel: "Delete question {{number}}",
  empty: "No questions yet",
  emptyText: "Write a question above and press Add Question.",
  count_one: "{{count}} question",
  count_other: "{{count}} questions",
  errors: {
    questionRequired: "Please write the question first.",
    noQuestions: "Add at least one question before generating the paper.",
  },
};

const hi: typeof en = {
  subtitle: "प्रश्न लिखें, फिर प्रश्न-पत्र छापें। छोटा प्रश्न-पत्र एक ही पन्ने पर दो बार छपता है, बीच से काटने के लिए।",
  questionsTitle: "प्रश्न",
  question: "प्रश्न",
  questionPlaceholder: "जैसे: सिद्ध कीजिए कि √2 अपरिमेय है।",
  add: "प्रश्न जोड़ें",
  remove: "हटाएँ",
  removeLabel: "प्रश्न {{number}} हटाएँ",
  empty: "अभी कोई प्रश्न नहीं",
  emptyText: "ऊपर प्रश्न लिखें और 'प्रश्न जोड़ें' दबाएँ।",
  count_one: "{{count}} प्रश्न",
  count_other: "{{count}} प्रश्न",
  errors: {
    questionRequired: "कृपया पहले प्रश्न लिखें।",
    noQuestions: "प्रश्न-पत्र बनाने से पहले कम से कम एक प्रश्न जोड़ें।",
  },
};

export const longPaperTexts = { en, hi };
