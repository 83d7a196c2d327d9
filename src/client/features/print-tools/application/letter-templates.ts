/** The common letters offered as templates; their texts are `printTools:letterTemplates.<id>` in en and hi. */
export const LETTER_TEMPLATES = ["leave", "transferCertificate", "feeConcession", "characterCertificate"] as const;

export type LetterTemplate = (typeof LETTER_TEMPLATES)[number];

export function isLetterTemplate(value: string): value is LetterTemplate {
  return (LETTER_TEMPLATES as readonly string[]).includes(value);
}
