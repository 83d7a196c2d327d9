import { receiptFileName } from "../../../documents/file-names";
import { loadNodeFonts } from "../../../documents/fonts/load-node-fonts";
import type { DocumentLanguage } from "../../../documents/language";
import { paymentReceiptInput } from "../../../documents/receipt/payment-receipt";
import type { Database } from "../../db/database";
import type { ReceiptLinks } from "../receipt-verify/receipt-links";
import type { FamilyByCode } from "./find-family-by-code";
import { getFamilyReceipt } from "./get-family-receipt";

/**
 * The receipt PDF the parent page offers (issue 29), drawn here because the page runs no script: the
 * app's own generator (documents/receipt) over the app's own input rule (paymentReceiptInput), so the
 * parent's copy is the receipt the school prints. Null when the id is not a receipt of this family.
 */
export async function familyReceiptPdf(
  db: Database,
  owner: FamilyByCode,
  transactionId: string,
  links: ReceiptLinks,
  language: DocumentLanguage,
): Promise<{ bytes: Uint8Array; fileName: string } | null> {
  const source = await getFamilyReceipt(db, owner, transactionId, links);
  if (!source) return null;
  // pdfkit (and its font tables) load on the first receipt asked, not at the server's start.
  const [{ generateReceipt }, fonts] = await Promise.all([
    import("../../../documents/receipt/receipt"),
    loadNodeFonts(),
  ]);
  const bytes = await generateReceipt(paymentReceiptInput({ ...source, language }), { language, fonts });
  return { bytes, fileName: receiptFileName(source.receiptNo) };
}
