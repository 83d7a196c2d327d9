import { jsPDF } from "jspdf";
import QRCode from "qrcode";
import { pathToFileURL } from "node:url";
import type { DemandSlip } from "@/shared/api/demand-slip";
import { slipBalance } from "@/shared/rules/slip-maths";
import { amountInWords } from "../src/documents/demand-slips/amount-in-words";
import { sampleSchool, sampleSlips } from "../src/documents/demand-slips/bills-fixtures";
import { generateBillsPdf, slipFigures, type BillsData } from "../src/documents/demand-slips/bills-pdf";
import { slipLabels } from "../src/documents/demand-slips/slip-labels";
import { placeSlips, slipGeometry, type Band } from "../src/documents/demand-slips/slip-layout";
import { loadNodeFonts } from "../src/documents/fonts/load-node-fonts";
import type { DocumentLanguage } from "../src/documents/language";
import { heading, median, report } from "./support/report";

const STUDENTS = 2_000;
const DUES = 12; // and 12 Received: each slip has 12 fee lines plus a Received line
const RUNS = 5;

const rs = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The baseline: the same slips at the same places drawn with jsPDF, the original product's library,
 * as it could: built-in Helvetica (no Devanagari shaping, no ₹, so "Rs."), one call per text.
 * With `withQr`, the QR codes are drawn too, one `rect` per dark run (same matrices as ours).
 */
function jsPdfBills(data: BillsData, withQr: boolean): Uint8Array {
  const labels = slipLabels("en");
  const doc = new jsPDF({ unit: "pt", format: "a4" });
  const slots = placeSlips(data.slips.map((s) => ({ feeLines: s.feesDetails.length, received: s.totalMoneyReceive })));
  const baseline = (band: Band, size: number) => band.top + band.height / 2 + size * 0.35;
  let page = 0;
  data.slips.forEach((slip: DemandSlip, index) => {
    const slot = slots[index]!;
    if (slot.page !== page) {
      doc.addPage();
      page = slot.page;
    }
    const balance = slipBalance(slip.feesDetails, slip.totalMoneyReceive);
    const g = slipGeometry(slot, {
      feeLines: slip.feesDetails.length,
      received: slip.totalMoneyReceive,
      withQr: withQr && balance > 0,
    });
    const left = g.contentX;
    const right = left + g.columnWidth;
    const centre = left + g.contentWidth / 2;
    doc.setLineWidth(0.8).rect(g.box.x, g.box.y, g.box.width, g.box.height);
    doc
      .setFont("helvetica", "bold")
      .setFontSize(13)
      .text(data.school.name, centre, baseline(g.schoolName, 13), { align: "center" });
    doc
      .setFont("helvetica", "normal")
      .setFontSize(8.5)
      .text(data.school.address, centre, baseline(g.address, 8.5), { align: "center" });
    doc.text(`${labels.contactUs}: ${data.school.contactNumber}`, centre, baseline(g.contact, 8.5), {
      align: "center",
    });
    doc.setLineWidth(0.5).line(g.box.x, g.ruleY, g.box.x + g.box.width, g.ruleY);
    const field = (row: number, from: number, label: string, value: string) => {
      const x = left + g.columnWidth * from;
      const y = baseline(g.info[row]!, 9);
      doc.setFont("helvetica", "normal").setFontSize(8).text(`${label}:`, x, y);
      doc
        .setFont("helvetica", "bold")
        .setFontSize(9)
        .text(value, x + doc.getTextWidth(`${label}:`) + 3, y);
    };
    field(0, 0, labels.slipNo, slip.slipNo);
    field(0, 0.36, labels.date, slip.date);
    field(0, 0.68, labels.dueDate, slip.dueDate);
    field(1, 0, labels.student, slip.studentName);
    field(1, 0.5, labels.father, slip.fatherName);
    field(2, 0, labels.className, slip.className);
    field(2, 0.22, labels.rollNumber, slip.rollNumber);
    field(2, 0.5, labels.ledger, `${slip.ledgerName} (${slip.sessionYear})`);
    doc.setFillColor(235, 235, 235).rect(left, g.tableHeader.top, g.columnWidth, g.tableHeader.height, "F");
    doc
      .setFont("helvetica", "bold")
      .setFontSize(9)
      .text(labels.particulars, left + 2, baseline(g.tableHeader, 9));
    doc.text(labels.amount, right - 2, baseline(g.tableHeader, 9), { align: "right" });
    doc.setFont("helvetica", "normal");
    slip.feesDetails.forEach((fee, line) => {
      const y = baseline(g.feeLines[line]!, 9);
      doc.text(fee.particular, left + 2, y);
      doc.text(`Rs. ${rs.format(fee.amount)}`, right - 2, y, { align: "right" });
    });
    if (g.received) {
      doc.text(labels.received, left + 2, baseline(g.received, 9));
      doc.text(`Rs. ${rs.format(slip.totalMoneyReceive)}`, right - 2, baseline(g.received, 9), { align: "right" });
    }
    doc
      .setLineWidth(0.6)
      .line(left, g.total.top, right, g.total.top)
      .line(left, g.total.top + g.total.height, right, g.total.top + g.total.height);
    doc
      .setFont("helvetica", "bold")
      .setFontSize(10)
      .text(labels.balance, left + 2, baseline(g.total, 10));
    doc.text(`Rs. ${rs.format(balance)}`, right - 2, baseline(g.total, 10), { align: "right" });
    doc
      .setFont("helvetica", "normal")
      .setFontSize(8)
      .text(`${labels.inWords}:`, left + 2, baseline(g.words, 9));
    doc.setFontSize(9).text(amountInWords(balance, "en"), left + 40, baseline(g.words, 9));
    const footerY = baseline({ top: g.footer.top + g.footer.height * 0.45, height: g.footer.height * 0.55 }, 9);
    doc.text(labels.ensurePayment, left + 2, footerY);
    doc.setLineWidth(0.5).line(left + g.contentWidth - 130, footerY - 9, left + g.contentWidth, footerY - 9);
    doc.setFontSize(8.5).text(labels.signatory, left + g.contentWidth - 65, footerY, { align: "center" });
    if (g.qr) {
      const link = slipFigures(data, slip, "en").upiLink!;
      const { modules } = QRCode.create([{ data: new TextEncoder().encode(link), mode: "byte" }], {
        errorCorrectionLevel: "M",
        maskPattern: 2,
      });
      const unit = g.qr.size / modules.size;
      doc.setFillColor(0, 0, 0);
      for (let row = 0; row < modules.size; row++) {
        let start = -1;
        for (let col = 0; col <= modules.size; col++) {
          const dark = col < modules.size && modules.data[row * modules.size + col] === 1;
          if (dark && start < 0) start = col;
          else if (!dark && start >= 0) {
            doc.rect(g.qr.x + start * unit, g.qr.y + row * unit, (col - start) * unit, unit, "F");
            start = -1;
          }
        }
      }
      doc
        .setFontSize(6.5)
        .text([...labels.scanToPay], g.qr.caption.x + g.qr.caption.width / 2, baseline(g.qr.caption, 6.5), {
          align: "center",
        });
    }
  });
  return new Uint8Array(doc.output("arraybuffer"));
}

interface Timing {
  /** The first run: what a fresh Web Worker pays every time (module set-up, font parsing, cold JIT). */
  readonly coldMs: number;
  /** Median of the runs after it. */
  readonly ms: number;
  /** Median CPU time of the runs after it (this process, all threads): what the run costs, whoever else shares the machine. */
  readonly cpuMs: number;
  readonly bytes: number;
  /** Per pair of runs (ours / baseline), when run by turns with a baseline. */
  readonly ratios: readonly number[];
  /** The same in CPU time. */
  readonly cpuRatios: readonly number[];
}

async function once(
  run: () => Promise<Uint8Array> | Uint8Array,
): Promise<{ ms: number; cpuMs: number; bytes: number }> {
  const start = performance.now();
  const cpu = process.cpuUsage();
  const bytes = (await run()).byteLength;
  const used = process.cpuUsage(cpu);
  return { ms: performance.now() - start, cpuMs: (used.user + used.system) / 1000, bytes };
}

/**
 * Ours and the baseline, run by turns (first runs first, then RUNS pairs): on this shared machine a
 * burst of someone else's load then falls on both sides of a pair, and the ratio is the median of
 * the pairs' ratios rather than of two medians taken minutes apart.
 */
async function timedPair(ours: () => Promise<Uint8Array>, baseline: () => Uint8Array): Promise<[Timing, Timing]> {
  const coldOurs = await once(ours);
  const coldBaseline = await once(baseline);
  const pairs: { ours: Awaited<ReturnType<typeof once>>; baseline: Awaited<ReturnType<typeof once>> }[] = [];
  for (let i = 0; i < RUNS; i++) pairs.push({ ours: await once(ours), baseline: await once(baseline) });
  const ratios = pairs.map((pair) => pair.ours.ms / pair.baseline.ms);
  const cpuRatios = pairs.map((pair) => pair.ours.cpuMs / pair.baseline.cpuMs);
  const side = (which: "ours" | "baseline", cold: { ms: number; bytes: number }): Timing => ({
    coldMs: cold.ms,
    ms: median(pairs.map((p) => p[which].ms)),
    cpuMs: median(pairs.map((p) => p[which].cpuMs)),
    bytes: cold.bytes,
    ratios,
    cpuRatios,
  });
  return [side("ours", coldOurs), side("baseline", coldBaseline)];
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

function compare(label: string, ours: Timing, baseline: Timing, target?: string) {
  report(`${label}: pdfkit + Noto Sans Devanagari (Hindi shaped)`, ms(ours.ms));
  report(`${label}: jsPDF + Helvetica (baseline)`, ms(baseline.ms));
  report(`${label}: ratio pdfkit / jsPDF (median of pairs)`, median([...ours.ratios]).toFixed(2), target);
  report(`${label}: per pair`, ours.ratios.map((ratio) => ratio.toFixed(2)).join(", "));
  // Wall time counts the time other processes on a busy machine take the CPU away; CPU time does not.
  report(
    `${label}: CPU time, pdfkit / jsPDF (ratio)`,
    `${ms(ours.cpuMs)} / ${ms(baseline.cpuMs)} (${median([...ours.cpuRatios]).toFixed(2)})`,
  );
  report(`${label}: first run, pdfkit / jsPDF`, `${ms(ours.coldMs)} / ${ms(baseline.coldMs)}`);
  report(`${label}: file size, pdfkit / jsPDF`, `${mb(ours.bytes)} / ${mb(baseline.bytes)}`);
}

/**
 * Bills.pdf for 2,000 students × (12 Dues + 12 Received), generated by the code the browser's
 * worker runs (fonts loaded once beforehand), against jsPDF drawing the same slips. The first
 * comparison is the original product's slip (no QR); the second adds the UPI QR code to both.
 */
export async function benchBillsPdf(): Promise<void> {
  heading(
    `Bills.pdf: ${STUDENTS} students × (${DUES} Dues + ${DUES} Received), ${RUNS} pairs of runs (ours, jsPDF) after a first run of each (issues 4, 16)`,
  );
  const fonts = await loadNodeFonts();
  const slips = sampleSlips(STUDENTS, DUES);
  const withoutUpi: BillsData = { school: { ...sampleSchool, upiVpa: "" }, slips };
  const withUpi: BillsData = { school: sampleSchool, slips };
  const ours = (data: BillsData, language: DocumentLanguage) => () => generateBillsPdf(data, { language, fonts });

  compare("no QR", ...(await timedPair(ours(withoutUpi, "en"), () => jsPdfBills(withoutUpi, false))));
  // Issue 16's figure: the slips as printed today, with their QR codes.
  compare("UPI QR", ...(await timedPair(ours(withUpi, "en"), () => jsPdfBills(withUpi, true))), "≤ 0.2");
  // Issue 31's figure: the Hindi slips (shaped Devanagari labels and words) against jsPDF's English ones.
  compare(
    "Hindi + QR vs jsPDF English",
    ...(await timedPair(ours(withUpi, "hi"), () => jsPdfBills(withUpi, true))),
    "≤ 0.1",
  );
  report(
    "pages",
    String(
      placeSlips(slips.map((s) => ({ feeLines: s.feesDetails.length, received: s.totalMoneyReceive }))).at(-1)!.page +
        1,
    ),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await benchBillsPdf();
