import { z } from "zod";
import { formatRupeesForScreen } from "@/shared/money";
import type { DocumentLanguage } from "./language";

/**
 * One charge on a receipt (what this payment settled of it) or a slip (what is still owed of it):
 * `label` is the head and period in the document's language ("Tuition fee Apr 2025"), from the
 * statement; a concession prints beside it ("₹1,000 − RTE concession ₹500").
 */
export const feeLineSchema = z.object({
  label: z.string().trim().max(200),
  amount: z.number(),
  grossAmount: z.number().default(0),
  concessionAmount: z.number().default(0),
  concessionCategory: z.string().nullable().default(null),
});
export type FeeLine = z.output<typeof feeLineSchema>;

const concessionNames: Record<DocumentLanguage, Record<string, string>> = {
  en: {
    rte: "RTE concession",
    ews: "EWS concession",
    "staff-ward": "Staff ward concession",
    sibling: "Sibling concession",
    merit: "Merit concession",
    other: "Concession",
    waiver: "Fine waived",
  },
  hi: {
    rte: "RTE रियायत",
    ews: "EWS रियायत",
    "staff-ward": "कर्मचारी-पाल्य रियायत",
    sibling: "भाई-बहन रियायत",
    merit: "मेधा रियायत",
    other: "रियायत",
    waiver: "जुर्माना माफ़",
  },
};

/** "Tuition fee Apr 2025 ₹500", or "Tuition fee Apr 2025 ₹0 (₹500 − RTE concession ₹500)". */
export function describeFeeLine(line: FeeLine, language: DocumentLanguage): string {
  const main = `${line.label} ${formatRupeesForScreen(line.amount)}`;
  if (line.concessionAmount <= 0) return main;
  const names = concessionNames[language];
  const name = names[line.concessionCategory ?? "other"] ?? names.other!;
  return `${main} (${formatRupeesForScreen(line.grossAmount)} − ${name} ${formatRupeesForScreen(line.concessionAmount)})`;
}
