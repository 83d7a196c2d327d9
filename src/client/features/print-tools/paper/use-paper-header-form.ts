import { useState } from "react";
import { todayIsoDate } from "@/documents/dates";
import type { School } from "@/shared/api/school";
import { useDraftForm } from "../drafts/use-draft-form";
import { paperHeaderFormSchema, type PaperHeaderFormValues } from "./paper-header-form-schema";
import { readRememberedPaperHeader, rememberPaperHeader } from "./remembered-paper-header";

/**
 * The header form of a question paper, kept as a draft. A fresh draft starts from the header the
 * school printed last, else from the school's name and empty fields (the sample values are only
 * placeholders); the date is today. `remember` keeps a printed header for the school's next paper.
 */
export function usePaperHeaderForm(draftKey: string, school: School | null) {
  const [defaults] = useState<PaperHeaderFormValues>(() => {
    const blank = { schoolName: school?.schoolName ?? "", className: "", subject: "", fullMarks: "" };
    return { ...(school ? readRememberedPaperHeader(school._id, blank) : blank), date: todayIsoDate() };
  });
  const form = useDraftForm(draftKey, paperHeaderFormSchema, defaults);
  const remember = (values: PaperHeaderFormValues) => {
    if (school) rememberPaperHeader(school._id, values);
  };
  return { form, remember };
}
