import { withHindiNovember } from "./format-calendar-date";

/** An ISO instant (e.g. a premium expiry) as the local day, "23 Nov 2026", with Hindi month names in Hindi. */
export function formatInstantDate(iso: string, language = "en"): string {
  return withHindiNovember(
    new Date(iso).toLocaleDateString(language === "hi" ? "hi-IN" : "en-IN", {
      day: "2-digit",
      month: "short",
      year: "numeric",
    }),
  );
}
