const en = {
  subtitle: "A formal application letter, laid out and ready to sign.",
  recipientTitle: "To",
  recipient: "Recipient",
  recipientPlaceholder: "The Principal",
  designation: "Designation",
  organisation: "Organisation",
  letterTitle: "Letter",
  date: "Date",
  subject: "Subject",
  subjectPlaceholder: "Application for leave",
  body: "Body",
  bodyHint: "Leave an empty line between paragraphs.",
  senderTitle: "From",
  senderName: "Sender name",
  senderDesignation: "Sender designation",
  errors: {
    recipientRequired: "Enter whom the letter is to.",
    subjectRequired: "Enter the subject.",
    bodyRequired: "Write the letter.",
    senderNameRequired: "Enter the sender's name.",
  },
};

const hi: typeof en = {
  subtitle: "औपचारिक आवेदन पत्र, सही ढंग से सजा हुआ और हस्ताक्षर के लिए तैयार।",
  recipientTitle: "सेवा में",
  recipient: "प्राप्तकर्ता",
  recipientPlaceholder: "प्रधानाचार्य",
  designation: "पद",
  organisation: "संस्था",
  letterTitle: "पत्र",
  date: "दिनांक",
  subject: "विषय",
  subjectPlaceholder: "अवकाश हेतु आवेदन",
  body: "पत्र का मुख्य भाग",
  bodyHint: "अनुच्छेदों के बीच एक खाली पंक्ति छोड़ें।",
  senderTitle: "प्रेषक",
  senderName: "प्रेषक का नाम",
  senderDesignation: "प्रेषक का पद",
  errors: {
    recipientRequired: "लिखें कि पत्र किसे है।",
    subjectRequired: "विषय लिखें।",
    bodyRequired: "पत्र लिखें।",
    senderNameRequired: "प्रेषक का नाम लिखें।",
  },
};

export const applicationTexts = { en, hi };
