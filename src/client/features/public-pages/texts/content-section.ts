/**
 * One titled block of a text page. Lists are objects (i18next keeps their key order), so English
 * and Hindi share the same keys and the type check catches a missing translation.
 */
export interface ContentSection {
  heading: string;
  paragraphs?: Record<string, string>;
  items?: Record<string, string>;
  steps?: Record<string, string>;
}
