import { sessionYearOf } from "@/shared/rules/session-year";

/**
 * The financial year (April–March, "2025-26") a certificate is most likely wanted for on `today`:
 * from October to March parents hand employers their 80C proofs for the running year, so the
 * current one; from April to September they file returns for the year just closed, so that one.
 * That is the year of the date six months back.
 */
export function defaultFinancialYear(today: string): string {
  const [year, month] = today.split("-").map(Number) as [number, number];
  const back =
    month > 6
      ? `${year}-${String(month - 6).padStart(2, "0")}-01`
      : `${year - 1}-${String(month + 6).padStart(2, "0")}-01`;
  return sessionYearOf(back);
}

/** The picker's years, newest first: the current financial year and the five before it. */
export function financialYearChoices(today: string): string[] {
  const first = Number(sessionYearOf(today).slice(0, 4));
  return Array.from({ length: 6 }, (_, index) => {
    const start = first - index;
    return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
  });
}
