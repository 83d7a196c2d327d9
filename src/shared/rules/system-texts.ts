/**
 * Texts the app itself writes into a school's data are stored as codes and translated when shown
 * or printed, so a Hindi slip never carries an English "Initial course fee". A code may carry one
 * parameter after a colon ("@previous-balance:2025-26"); the words put it where "{value}" stands.
 */
export const SYSTEM_TEXT_CODES = {
  initialCourseFee: "@initial-course-fee",
  openingBalance: "@opening-balance",
  previousBalance: "@previous-balance",
  advanceFrom: "@advance-from",
  carriedTo: "@carried-to",
} as const;

export type SystemTextKey = keyof typeof SYSTEM_TEXT_CODES;

/** A stored system text with its parameter: `systemText("previousBalance", "2025-26")` → "@previous-balance:2025-26". */
export function systemText(key: SystemTextKey, value?: string): string {
  return value === undefined ? SYSTEM_TEXT_CODES[key] : `${SYSTEM_TEXT_CODES[key]}:${value}`;
}

// Rows written before the codes existed carry the English text; they translate the same way.
// (The parameterised English texts of import and rollover were converted by migration 0015.)
const LEGACY_TEXTS: Record<string, SystemTextKey> = {
  "Initial course fee": "initialCourseFee",
  "Opening balance": "openingBalance",
};

const BY_CODE = new Map<string, SystemTextKey>(
  (Object.entries(SYSTEM_TEXT_CODES) as [SystemTextKey, string][]).map(([key, code]) => [code, key]),
);

/** The system text a stored description stands for, with its parameter; undefined for a director's own words. */
export function parseSystemText(description: string): { key: SystemTextKey; value: string } | undefined {
  const legacy = LEGACY_TEXTS[description];
  if (legacy) return { key: legacy, value: "" };
  if (!description.startsWith("@")) return undefined;
  const colon = description.indexOf(":");
  const key = BY_CODE.get(colon < 0 ? description : description.slice(0, colon));
  return key ? { key, value: colon < 0 ? "" : description.slice(colon + 1) } : undefined;
}

/** The system text key of a stored description, or undefined for a director's own words. */
export function systemTextKey(description: string): SystemTextKey | undefined {
  return parseSystemText(description)?.key;
}

/** A stored description for people: a system text in the given words, anything else as typed. */
export function describeText(description: string, words: Record<SystemTextKey, string>): string {
  const text = parseSystemText(description);
  return text ? words[text.key].replace("{value}", () => text.value) : description;
}

/** The English words of every system text: exports and other readers without a language of their own. */
export const ENGLISH_SYSTEM_TEXTS: Record<SystemTextKey, string> = {
  initialCourseFee: "Initial course fee",
  openingBalance: "Opening balance",
  previousBalance: "Previous balance {value}",
  advanceFrom: "Advance from {value}",
  carriedTo: "Carried to {value}",
};

/** The Hindi words of every system text, for documents printed in Hindi. */
export const HINDI_SYSTEM_TEXTS: Record<SystemTextKey, string> = {
  initialCourseFee: "प्रारंभिक पाठ्यक्रम शुल्क",
  openingBalance: "प्रारंभिक शेष",
  previousBalance: "पिछला बकाया {value}",
  advanceFrom: "{value} से अग्रिम",
  carriedTo: "{value} में आगे ले जाया गया",
};
