import type { DocumentLanguage } from "../language";

const en = {
  title: "Mark list",
  details: (questions: number, counted: number, right: string, wrong: string, sheets: number) =>
    `${questions} questions (${counted} counted) · right ${right} · wrong ${wrong} · ${sheets} sheets`,
  number: "#",
  rollNumber: "Roll no.",
  name: "Name",
  right: "Right",
  wrong: "Wrong",
  blank: "Blank",
  double: "Double",
  score: "Score",
  /** After the name: the sheet still has readings in doubt, or a person set some answers by hand. */
  check: "check this sheet",
  corrected: (questions: string) => `corrected by hand: ${questions}`,
  rollNumberNote: "roll no.",
  notRead: {
    "two-sheets": "Not read: two sheets in one photo",
    "markers-not-found": "Not read: markers not found",
    "other-layout": "Not read: printed for another test",
    unreadable: "Not read: file did not open",
  },
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
};

const hi: typeof en = {
  title: "अंक सूची",
  details: (questions, counted, right, wrong, sheets) =>
    `${questions} प्रश्न (${counted} गिने गए) · सही ${right} · गलत ${wrong} · ${sheets} शीटें`,
  number: "क्र.",
  rollNumber: "अनुक्रमांक",
  name: "नाम",
  right: "सही",
  wrong: "गलत",
  blank: "खाली",
  double: "दोहरा",
  score: "अंक",
  check: "यह शीट जाँचें",
  corrected: (questions) => `हाथ से सुधारे गए: ${questions}`,
  rollNumberNote: "अनुक्रमांक",
  notRead: {
    "two-sheets": "नहीं पढ़ी गई: एक फ़ोटो में दो शीटें",
    "markers-not-found": "नहीं पढ़ी गई: कोने के निशान नहीं मिले",
    "other-layout": "नहीं पढ़ी गई: दूसरी परीक्षा की शीट",
    unreadable: "नहीं पढ़ी गई: फ़ाइल नहीं खुली",
  },
  page: (page, pages) => `पृष्ठ ${page} / ${pages}`,
};

export type MarkListLabels = typeof en;

export function markListLabels(language: DocumentLanguage): MarkListLabels {
  return language === "hi" ? hi : en;
}
