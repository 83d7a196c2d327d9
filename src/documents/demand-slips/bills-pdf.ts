import { slipBalance } from "@/shared/rules/slip-maths";
import { upiPaymentLink } from "@/shared/rules/upi-link";
import { createPdf } from "../pdf/create-pdf";
import { amountInWords } from "./amount-in-words";
import { billsSchema, type BillsData, type BillsOptions } from "./bills-input";
import { ContentBatch } from "./content-batch";
import { drawSlipValues, type SlipFigures } from "./draw-slip";
import { embeddedFonts, addFontsToPage } from "./embedded-fonts";
import { foldEarlierFees } from "./fold-earlier-fees";
import { ShapedTextCache } from "./shaped-text";
import { slipLabels } from "./slip-labels";
import { placeSlips, slipGeometry } from "./slip-layout";
import { SlipTemplates } from "./slip-templates";
import { SlipText } from "./slip-text";

export type { BillsData, BillsOptions, BillsSchool } from "./bills-input";

const PROGRESS_EVERY = 50;

const wordsOfAmounts: Record<BillsOptions["language"], Map<number, string>> = { en: new Map(), hi: new Map() };

/**
 * amountInWords, remembered per language: a run's balances repeat (the same fees, the same
 * payments), and spelling each anew was ~2% of a 2,000-slip run. Pure, so shared; bounded.
 */
function balanceInWords(balance: number, language: BillsOptions["language"]): string {
  const known = wordsOfAmounts[language];
  let words = known.get(balance);
  if (words === undefined) {
    if (known.size >= 10_000) known.clear();
    words = amountInWords(balance, language);
    known.set(balance, words);
  }
  return words;
}

/** The slip's balance, its words and its QR link; a QR only when there is a UPI ID and something to pay. */
export function slipFigures(
  data: BillsData,
  slip: BillsData["slips"][number],
  language: BillsOptions["language"],
): SlipFigures {
  const balance = slipBalance(slip.feesDetails, slip.totalMoneyReceive);
  const vpa = data.school.upiVpa.trim();
  return {
    slip,
    balance,
    balanceInWords: balanceInWords(balance, language),
    upiLink:
      vpa && balance > 0
        ? upiPaymentLink({ vpa, payeeName: data.school.name, amount: balance, note: `Fee ${slip.slipNo}` })
        : null,
  };
}

/**
 * Bills.pdf (SPEC §9): A4 portrait, one boxed demand slip per student, stacked down the pages by the
 * shared box-height rule; labels in the app's language, Devanagari shaped, a UPI QR code per slip with
 * a balance when the school has a UPI ID.
 */
export async function generateBillsPdf(input: BillsData, options: BillsOptions): Promise<Uint8Array> {
  const data = billsSchema.parse(input);
  const labels = slipLabels(options.language);
  const { doc, finish } = await createPdf({ fonts: options.fonts, language: options.language, title: labels.title });
  const fonts = embeddedFonts(doc);
  const shaper = new ShapedTextCache(fonts);
  const batch = new ContentBatch(fonts);
  const painter = { batch, text: new SlipText(batch, shaper, fonts), labels, school: data.school };
  const templates = new SlipTemplates(doc, fonts, shaper, painter);
  const slips = data.slips.map((slip) => foldEarlierFees(slip, labels.earlierFees));
  const slots = placeSlips(
    slips.map((slip) => ({ feeLines: slip.feesDetails.length, received: slip.totalMoneyReceive })),
  );

  let page = -1;
  const total = slips.length;
  for (let index = 0; index < total; index++) {
    const slot = slots[index]!;
    if (slot.page !== page) {
      if (page >= 0) doc.addContent(batch.takeBytes());
      doc.addPage();
      addFontsToPage(doc, fonts);
      page = slot.page;
    }
    const figures = slipFigures(data, slips[index]!, options.language);
    const shape = {
      feeLines: figures.slip.feesDetails.length,
      received: figures.slip.totalMoneyReceive,
      withQr: figures.upiLink !== null,
    };
    const g = slipGeometry(slot, shape);
    batch.graphic(templates.place(g, shape));
    drawSlipValues(painter, figures, g);
    if ((index + 1) % PROGRESS_EVERY === 0 || index + 1 === total) options.onProgress?.(index + 1, total);
  }
  if (page < 0) doc.addPage(); // no slips still makes a valid, one-page PDF
  doc.addContent(batch.takeBytes());
  return finish();
}
