/**
 * Short month names as Intl prints them for en-IN and hi-IN (`{ month: "short" }`), written out:
 * building the first `Intl.DateTimeFormat` costs 5–15 ms on a phone-class CPU, inside the render of
 * the first table of dates (decision 0033). The test checks them against Intl. One departure: ICU's
 * "नव॰" for November reads as "new"; Hindi writes "नवं॰", as a director expects.
 */
const MONTHS = {
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"],
  hi: ["जन॰", "फ़र॰", "मार्च", "अप्रैल", "मई", "जून", "जुल॰", "अग॰", "सित॰", "अक्टू॰", "नवं॰", "दिस॰"],
} as const;

/** Intl's hi-IN November, "नव॰", as Hindi writes it, for the dates Intl still prints (with a time). */
export function withHindiNovember(text: string): string {
  return text.replace("नव॰", "नवं॰");
}

/** Month 1–12 by its short name: "Nov" / "नवं॰". */
export function shortMonthName(month: number, language = "en"): string {
  return MONTHS[language === "hi" ? "hi" : "en"][month - 1] ?? String(month);
}

/**
 * "2025-04-01" → "01 Apr 2025" (Hindi month names in Hindi), read from the digits so no time zone can
 * move it to the day before; an empty or malformed value is returned as it came.
 */
export function formatCalendarDate(value: string, language = "en"): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const month = match ? MONTHS[language === "hi" ? "hi" : "en"][Number(match[2]) - 1] : undefined;
  return match && month ? `${match[3]} ${month} ${match[1]}` : value;
}
