import { todayIsoDate } from "./dates";
import type { DocumentLanguage } from "./language";
import type { PaperHeader } from "./question-paper/paper-header-schema";

const SAMPLES: Record<DocumentLanguage, Omit<PaperHeader, "date">> = {
  en: {
    schoolName: "Bahi Coaching Centre",
    className: "Class: 10th",
    subject: "Subject: Maths",
    fullMarks: "F.M. 100",
  },
  hi: { schoolName: "बही कोचिंग सेंटर", className: "कक्षा: 10वीं", subject: "विषय: गणित", fullMarks: "पूर्णांक: 100" },
};

/**
 * SPEC §9's sample question-paper header, dated today. The form shows it as placeholders only (a
 * pre-filled sample was printed unnoticed); tests and benchmarks print it as a typical header.
 */
export function samplePaperHeader(language: DocumentLanguage, now: Date = new Date()): PaperHeader {
  return { ...SAMPLES[language], date: todayIsoDate(now) };
}
