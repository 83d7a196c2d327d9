const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today's date as the browser's date input gives it (local time, YYYY-MM-DD). */
export function todayIsoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Dates print the Indian way, DD-MM-YYYY; anything that is not an ISO date prints as typed. */
export function formatDocumentDate(value: string): string {
  const match = ISO_DATE.exec(value.trim());
  return match ? `${match[3]}-${match[2]}-${match[1]}` : value.trim();
}
