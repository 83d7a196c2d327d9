import { readStoredFields, writeStoredDraft } from "../drafts/draft-storage";
import type { PaperHeaderFormValues } from "./paper-header-form-schema";

export type RememberedPaperHeader = Omit<PaperHeaderFormValues, "date">;

/**
 * The header of the last paper a school printed, for both papers. Keyed by the school and, unlike
 * the drafts, kept at logout: it fills only that school's next paper, and saves retyping it.
 */
export const rememberedPaperHeaderKey = (schoolId: string) => `bahi.paperHeader.${schoolId}`;

/** `fallback` with the fields the school used last (the date is never remembered: a paper is dated today). */
export function readRememberedPaperHeader(schoolId: string, fallback: RememberedPaperHeader): RememberedPaperHeader {
  return readStoredFields(rememberedPaperHeaderKey(schoolId), fallback);
}

export function rememberPaperHeader(
  schoolId: string,
  { schoolName, className, subject, fullMarks }: PaperHeaderFormValues,
): void {
  writeStoredDraft(rememberedPaperHeaderKey(schoolId), {
    schoolName,
    className,
    subject,
    fullMarks,
  } satisfies RememberedPaperHeader);
}
