/**
 * Where the print tools keep their drafts. SPEC §3 names `longQuestions` and `mcqQuestions`; the rest
 * are ours. Logout removes them all, so the next person on a shared browser starts clean.
 */
export const DRAFT_KEYS = {
  omrSheet: "bahi.draft.omrSheet",
  longPaperHeader: "bahi.draft.longQuestionPaper.header",
  longPaperNewQuestion: "bahi.draft.longQuestionPaper.newQuestion",
  longQuestions: "longQuestions",
  mcqPaperHeader: "bahi.draft.mcqQuestionPaper.header",
  mcqNewQuestion: "bahi.draft.mcqQuestionPaper.newQuestion",
  mcqQuestions: "mcqQuestions",
  application: "bahi.draft.application",
  studentIdCard: "bahi.draft.studentIdCard",
  studentIdCardPhoto: "bahi.draft.studentIdCard.photo",
} as const;

export function clearPrintDrafts() {
  try {
    for (const key of Object.values(DRAFT_KEYS)) localStorage.removeItem(key);
  } catch {
    // Storage disabled: nothing was kept.
  }
}
