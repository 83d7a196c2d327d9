/**
 * Texts the app itself writes into a school's data are stored as codes and translated when shown
 * or printed, so a Hindi slip never carries an English "Initial course fee".
 */
export const SYSTEM_TEXT_CODES = {
  initialCourseFee: "@initial-course-fee",
} as const;

export type SystemTextKey = keyof typeof SYSTEM_TEXT_CODES;

// Rows written before the codes existed carry the English text; they translate the same way.
const LEGACY_TEXTS: Record<string, SystemTextKey> = { "Initial course fee": "initialCourseFee" };

const BY_CODE = new Map<string, SystemTextKey>(
  (Object.entries(SYSTEM_TEXT_CODES) as [SystemTextKey, string][]).map(([key, code]) => [code, key]),
);

/** The system text a stored description stands for, or undefined for a director's own words. */
export function systemTextKey(description: string): SystemTextKey | undefined {
  return BY_CODE.get(description) ?? LEGACY_TEXTS[description];
}

/** A stored description for people: a system text in the given words, anything else as typed. */
export function describeText(description: string, words: Record<SystemTextKey, string>): string {
  const key = systemTextKey(description);
  return key ? words[key] : description;
}
