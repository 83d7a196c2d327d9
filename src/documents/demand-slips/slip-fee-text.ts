import type { FeeDetail } from "@/shared/api/demand-slip";
import { formatPeriod } from "@/shared/rules/format-period";
import { describeText } from "@/shared/rules/system-texts";
import { formatDocumentDate } from "../dates";
import { describeFeeLine } from "../fee-lines";
import type { DocumentLanguage } from "../language";
import type { SlipLabels } from "./slip-labels";

/**
 * "2025-11" → "Nov 2025", "2025-26/T2" → "Term 2, 2025-26" — the one period rule of screens and
 * receipts (shared/rules/format-period) — but a one-off's date as documents print dates (DD-MM-YYYY).
 */
export function slipPeriod(period: string, language: DocumentLanguage): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(period) ? formatDocumentDate(period) : formatPeriod(period, language);
}

/**
 * A slip's fee line: an outstanding charge as "Tuition fee Nov 2025 ₹500" (with its concession,
 * "… (₹500 − RTE concession ₹250)"), through the receipts' `describeFeeLine`; a line without a head
 * (an older server's) prints its description as before.
 */
export function slipFeeText(fee: FeeDetail, labels: SlipLabels): string {
  if (!fee.feeHeadName) return describeText(fee.particular.trim(), labels.systemTexts) || labels.fee;
  const named = labels.language === "hi" && fee.feeHeadNameHi ? fee.feeHeadNameHi : fee.feeHeadName;
  // A description the app wrote itself (a code) prints in the slip's language.
  const head = describeText(named.trim(), labels.systemTexts) || labels.fee;
  return describeFeeLine(
    {
      label: fee.period ? `${head} ${slipPeriod(fee.period, labels.language)}` : head,
      amount: fee.amount,
      grossAmount: fee.grossAmount ?? fee.amount,
      concessionAmount: fee.concessionAmount ?? 0,
      concessionCategory: fee.concessionCategory ?? null,
    },
    labels.language,
  );
}
