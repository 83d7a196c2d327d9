import { registerTranslationSections } from "../../lib/i18n";
import { applicationTexts } from "./texts/application";
import { commonTexts } from "./texts/common";
import { idCardTexts } from "./texts/id-card";
import { letterTemplateTexts } from "./texts/letter-templates";
import { longPaperTexts } from "./texts/long-paper";
import { mcqTexts } from "./texts/mcq";
import { omrTexts } from "./texts/omr";

// One namespace for the print tools; each tool's texts live in texts/ to keep the files readable.
const tools = {
  common: commonTexts,
  omr: omrTexts,
  longPaper: longPaperTexts,
  mcq: mcqTexts,
  application: applicationTexts,
  letterTemplates: letterTemplateTexts,
  idCard: idCardTexts,
};

/** The namespace's English texts: the key types of `t()` (lib/i18next.d.ts). */
export type Texts = { [K in keyof typeof tools]: (typeof tools)[K]["en"] };

registerTranslationSections("printTools", tools);
