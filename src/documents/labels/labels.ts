import type { DocumentLanguage } from "../language";

/** Fixed texts printed on the documents, in the app's language. */
const en = {
  omr: {
    title: "OMR Answer Sheet",
    studentName: "Student Name",
    className: "Class",
    rollNumber: "Roll Number",
    subject: "Subject",
    date: "Date",
    instructions: "Use a black or blue ball-point pen. Fill the circle completely. Do not make stray marks.",
    rollInstructions: "Write the digits, then fill one circle per column.",
    invigilator: "Invigilator's Signature",
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },
  paper: {
    date: "Date",
  },
  letter: {
    to: "To,",
    date: "Date",
    subject: "Subject",
    salutation: "Respected Sir/Madam,",
    closing: "Yours faithfully,",
  },
  idCard: {
    title: "Student Identity Card",
    session: "Session",
    name: "Name",
    father: "Father's Name",
    mother: "Mother's Name",
    className: "Class",
    rollNumber: "Roll No.",
    dateOfBirth: "Date of Birth",
    phone: "Phone",
    address: "Address",
    contact: "Contact",
    photo: "Photo",
    signature: "Principal",
  },
};

export type DocumentLabels = typeof en;

const hi: DocumentLabels = {
  omr: {
    title: "ओएमआर उत्तर पत्रक",
    studentName: "छात्र का नाम",
    className: "कक्षा",
    rollNumber: "अनुक्रमांक",
    subject: "विषय",
    date: "दिनांक",
    instructions: "काले या नीले बॉल-पॉइंट पेन का प्रयोग करें। गोले को पूरा भरें। कोई अन्य निशान न लगाएँ।",
    rollInstructions: "अंक लिखें, फिर हर स्तंभ में एक गोला भरें।",
    invigilator: "निरीक्षक के हस्ताक्षर",
    page: (page: number, pages: number) => `पृष्ठ ${page} / ${pages}`,
  },
  paper: {
    date: "दिनांक",
  },
  letter: {
    to: "सेवा में,",
    date: "दिनांक",
    subject: "विषय",
    salutation: "महोदय/महोदया,",
    closing: "भवदीय,",
  },
  idCard: {
    title: "छात्र पहचान पत्र",
    session: "सत्र",
    name: "नाम",
    father: "पिता का नाम",
    mother: "माता का नाम",
    className: "कक्षा",
    rollNumber: "अनुक्रमांक",
    dateOfBirth: "जन्म तिथि",
    phone: "फ़ोन",
    address: "पता",
    contact: "संपर्क",
    photo: "फ़ोटो",
    signature: "प्रधानाचार्य",
  },
};

const LABELS: Record<DocumentLanguage, DocumentLabels> = { en, hi };

export function documentLabels(language: DocumentLanguage): DocumentLabels {
  return LABELS[language];
}
