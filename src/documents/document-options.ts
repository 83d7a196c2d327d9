import type { DocumentFonts } from "./fonts/document-fonts";
import type { DocumentLanguage } from "./language";

/** The second argument of every generator. */
export interface DocumentOptions {
  readonly language: DocumentLanguage;
  readonly fonts: DocumentFonts;
}
