import type { FeeDetail } from "@/shared/api/demand-slip";
import { describeText } from "@/shared/rules/system-texts";
import { formatDocumentDate } from "../dates";
import { describeFeeLine } from "../fee-lines";
import type { DocumentLanguage } from "../language";
import type { SlipLabels } from "./slip-labels";

const MONTHS: Record<DocumentLanguage, string[]> = {
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  // The screen's short names (components/format-calendar-date), so a slip and the app agree.
  hi: ["जन॰", "फ़र॰", "मार्च", "अप्रैल", "मई", "जून", "जुल॰", "अग॰", "सित॰", "अक्टू॰", "नवं॰", "दिस॰"],
};
const INSTALMENT = /^(\d{4}-\d{2})\/([QT])(\d+)$/;

/** "2025-11" → "Nov 2025", "2025-26/T2" → "Term 2, 2025-26", a one-off's date as the document prints dates. */
export function slipPeriod(period: string, language: DocumentLanguage): string {
  const instalment = INSTALMENT.exec(period);
  if (instalment) {
    const [, session, kind, n] = instalment;
    if (language === "hi") return `${kind === "Q" ? "तिमाही" : "किस्त"} ${n}, ${session}`;
    return kind === "Q" ? `Q${n} ${session}` : `Term ${n}, ${session}`;
  }
  const month = /^(\d{4})-(\d{2})$/.exec(period);
  if (month) return `${MONTHS[language][Number(month[2]) - 1] ?? month[2]} ${month[1]}`;
  return formatDocumentDate(period);
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
