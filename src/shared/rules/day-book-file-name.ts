/** `Day-book-2025-11-20.pdf`, or `Day-book-2025-11-01-to-2025-11-30.xlsx` for a range: the PDF and the .xlsx alike. */
export function dayBookFileName(range: { from: string; to: string }, extension: "pdf" | "xlsx"): string {
  return range.from === range.to
    ? `Day-book-${range.from}.${extension}`
    : `Day-book-${range.from}-to-${range.to}.${extension}`;
}
