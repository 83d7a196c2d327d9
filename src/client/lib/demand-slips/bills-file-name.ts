import type { DemandSlip } from "@/shared/api/demand-slip";

/** A ledger's or the school's slips, in one file. */
export const BILLS_FILE_NAME = "Bills.pdf";

/**
 * One student's slip is saved as `Slip-<name>-<slipNo>.pdf`, so a download folder of slips can be
 * told apart. Characters that Windows, Android or iOS refuse in a file name are dropped and spaces
 * become hyphens; letters of any script (Devanagari names) stay as they are.
 */
export function slipFileName(slip: Pick<DemandSlip, "studentName" | "slipNo">): string {
  return `Slip-${fileNamePart(slip.studentName) || "student"}-${fileNamePart(slip.slipNo)}.pdf`;
}

function fileNamePart(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/^\.+/, "");
}
