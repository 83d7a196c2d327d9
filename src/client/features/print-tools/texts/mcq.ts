const en = {
  subtitle: "Write each question with its four options, then print the paper.",
  questionsTitle: "Questions",
  question: "Question",
  option: "Option {{letter}}",
  add: "Add MCQ",
  remove: "Remove",
  removeLabel: "Remove question {{number}}",
  empty: "No questions yet",
  emptyText: "Write a question and its four options above, then press Add MCQ.",
  count_one: "{{count}} question",
  count_other: "{{count}} questions",
  errors: {
    questionRequired: "Please write the question.",
    optionARequired: "Enter option A.",
    optionBRequired: "Enter option B.",
    optionCRequired: "Enter option C.",
    optionDRequired: "Enter option D.",
    noQuestions: "Add at least one question before generating the paper.",
  },
};

const hi: typeof en = {
  subtitle: "हर प्रश्न उसके चार विकल्पों के साथ लिखें, फिर प्रश्न-पत्र छापें।",
  questionsTitle: "प्रश्न",
  question: "प्रश्न",
  option: "विकल्प {{letter}}",
  add: "MCQ जोड़ें",
  remove: "हटाएँ",
  removeLabel: "प्रश्न {{number}} हटाएँ",
  empty: "अभी कोई प्रश्न नहीं",
  emptyText: "ऊपर प्रश्न और उसके चारों विकल्प लिखें, फिर 'MCQ जोड़ें' दबाएँ।",
  count_one: "{{count}} प्रश्न",
  count_other: "{{count}} प्रश्न",
  errors: {
    questionRequired: "कृपया प्रश्न लिखें।",
    optionARequired: "विकल्प A लिखें।",
    optionBRequired: "विकल्प B लिखें।",
    optionCRequired: "विकल्प C लिखें।",
    optionDRequired: "विकल्प D लिखें।",
    noQuestions: "प्रश्न-पत्र बनाने से पहले कम से कम एक प्रश्न जोड़ें।",
  },
};

export const mcqTexts = { en, hi };
