import { useTranslation } from "react-i18next";
import { paperHeaderDefaults } from "@/documents/tool-defaults";
import { useDraftForm } from "../drafts/use-draft-form";
import { paperHeaderFormSchema } from "./paper-header-form-schema";

/**
 * The header form of a question paper, kept as a draft. A first visit starts from SPEC §9's
 * defaults in the app's language, with the school's own name once it has been set up.
 */
export function usePaperHeaderForm(draftKey: string, schoolName: string | undefined) {
  const { i18n } = useTranslation();
  const defaults = paperHeaderDefaults(i18n.language === "hi" ? "hi" : "en");
  return useDraftForm(draftKey, paperHeaderFormSchema, { ...defaults, schoolName: schoolName || defaults.schoolName });
}
