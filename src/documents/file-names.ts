/** The names downloads are saved under (SPEC §9). */
export const DOCUMENT_FILE_NAMES = {
  omrSheet: "omr-sheet.pdf",
  omrTemplate: "omr-sheet-template.json",
  omrChecker: "omr-sheet-omrchecker.zip",
  omrMarkList: "omr-mark-list.pdf",
  omrResults: "omr-results.csv",
  longQuestionPaper: "Long_Question_Paper.pdf",
  mcqQuestionPaper: "MCQ_Question_Paper.pdf",
  application: "Application.pdf",
  studentIdCard: "Student_ID_Card.pdf",
  studentIdCards: "Student_ID_Cards.pdf",
} as const;

/**
 * Receipt-2025-26-0007.pdf: "/" cannot be in a file name; the number keeps its session and sequence.
 * A provisional receipt has none yet. The app's download and the parent page's alike (issue 29).
 */
export const receiptFileName = (receiptNo: string | null) =>
  receiptNo ? `Receipt-${receiptNo.replaceAll("/", "-")}.pdf` : "Receipt-provisional.pdf";
