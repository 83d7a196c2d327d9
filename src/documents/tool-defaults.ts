import { todayIsoDate } from "./dates";
import type { DocumentLanguage } from "./language";
import type { PaperHeader } from "./question-paper/paper-header-schema";

/** SPEC §9: the tools start from a fixed coaching-centre name. */
export const DEFAULT_SCHOOL_NAME = "Bahi Coaching Centre";

const HEADER_DEFAULTS: Record<DocumentLanguage, Omit<PaperHeader, "date">> = {
  en: { schoolName: DEFAULT_SCHOOL_NAME, className: "Class: 10th", subject: "Subject: Maths", fullMarks: "F.M. 100" },
  hi: { schoolName: "बही कोचिंग सेंटर", className: "कक्षा: 10वीं", subject: "विषय: गणित", fullMarks: "पूर्णांक: 100" },
};

/** Starting values of the question papers' header fields; the date is today. */
export function paperHeaderDefaults(language: DocumentLanguage, now: Date = new Date()): PaperHeader {
  return { ...HEADER_DEFAULTS[language], date: todayIsoDate(now) };
}
