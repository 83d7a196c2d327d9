import { formatRupeesForScreen } from "@/shared/money";
import { formatDocumentDate } from "../dates";
import type { DocumentOptions } from "../document-options";
import { createPdf } from "../pdf/create-pdf";
import { drawTextLine, measureText } from "../pdf/draw-text";
import { A4 } from "../pdf/page-geometry";
import { PageFlow } from "../pdf/page-flow";
import type { PdfDocument } from "../pdf/pdf-document";
import type { TextStyle } from "../pdf/text-style";
import { truncateText } from "../pdf/truncate-text";
import { dayBookLabels, fill, type DayBookLabels } from "./day-book-labels";
import { dayBookPdfSchema, type DayBookPdf, type DayBookPdfInput } from "./day-book-pdf-schema";

const MARGIN = 28;
const WIDTH = A4.width - 2 * MARGIN;
const ROW = 17;
const TITLE: TextStyle = { size: 15, weight: "bold" };
const SUBTITLE: TextStyle = { size: 10.5 };
const HEAD: TextStyle = { size: 8.5, weight: "bold", color: "#334155" };
const CELL: TextStyle = { size: 8.5 };
const MARK: TextStyle = { size: 7.5, weight: "bold", color: "#b91c1c" };
const SECTION: TextStyle = { size: 10, weight: "bold" };
const TOTAL: TextStyle = { size: 9.5 };
const NET: TextStyle = { size: 11, weight: "bold" };

type Column = { key: keyof DayBookLabels["columns"]; width: number; align?: "right" };
// 539 points across: the student's and the heads' columns get what the fixed ones leave.
const COLUMNS: Column[] = [
  { key: "time", width: 36 },
  { key: "number", width: 78 },
  { key: "student", width: 100 },
  { key: "ledger", width: 76 },
  { key: "heads", width: 75 },
  { key: "mode", width: 46 },
  { key: "amount", width: 58, align: "right" },
  { key: "by", width: 70 },
];

const TIME = new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Kolkata", hour: "2-digit", minute: "2-digit" });

/**
 * Day-book-<date>.pdf: the day's (or range's) receipts, cancellations and refunds in time order on
 * A4, then the totals by mode, person and head and the net — the figures of GET /day-book as they
 * came, nothing summed again here, so the paper matches the screen and the .xlsx.
 */
export async function generateDayBook(data: DayBookPdfInput, options: DocumentOptions): Promise<Uint8Array> {
  const { school, book } = dayBookPdfSchema.parse(data);
  const labels = dayBookLabels(options.language);
  const period =
    book.from === book.to
      ? formatDocumentDate(book.from)
      : fill(labels.range, { from: formatDocumentDate(book.from), to: formatDocumentDate(book.to) });
  const { doc, finish } = await createPdf({ ...options, title: `${labels.title} ${period}` });
  const flow = new PageFlow(doc, { top: MARGIN, bottom: A4.height - MARGIN - 16 });
  const fit = (text: string, style: TextStyle, width: number) =>
    truncateText(text, width, (t) => measureText(doc, t, style));

  drawTextLine(doc, fit(school.name, TITLE, WIDTH), { x: MARGIN, y: flow.y }, TITLE);
  flow.y += 22;
  drawTextLine(doc, `${labels.title} · ${period}`, { x: MARGIN, y: flow.y }, SUBTITLE);
  flow.y += 22;

  const header = () => {
    let x = MARGIN;
    for (const column of COLUMNS) {
      drawTextLine(
        doc,
        labels.columns[column.key],
        { x, y: flow.y, width: column.width - 4, align: column.align },
        HEAD,
      );
      x += column.width;
    }
    flow.y += ROW - 2;
    rule(doc, flow.y - 2);
  };
  header();
  if (book.entries.length === 0) {
    drawTextLine(doc, labels.empty, { x: MARGIN, y: flow.y }, CELL);
    flow.y += ROW;
  }
  for (const entry of book.entries) {
    if (!flow.fits(ROW)) {
      flow.newPage();
      header();
    }
    const mark = labels.kinds[entry.kind];
    const cells: Record<Column["key"], string> = {
      time: TIME.format(new Date(entry.at)),
      number: entry.number ?? "—",
      student: entry.studentName,
      ledger: entry.ledgerName,
      heads: entry.heads.join(", "),
      mode: labels.modes[entry.paymentMode ?? "none"],
      amount: formatRupeesForScreen(entry.amount),
      by: entry.byName,
    };
    let x = MARGIN;
    for (const column of COLUMNS) {
      const width = column.width - 4;
      if (column.key === "student" && mark) {
        // A cancellation or refund says so before the name, in red, so it is never read as money in.
        const markWidth = drawTextLine(doc, mark, { x, y: flow.y + 1 }, MARK) + 3;
        drawTextLine(doc, fit(cells.student, CELL, width - markWidth), { x: x + markWidth, y: flow.y }, CELL);
      } else {
        drawTextLine(doc, fit(cells[column.key], CELL, width), { x, y: flow.y, width, align: column.align }, CELL);
      }
      x += column.width;
    }
    flow.y += ROW;
  }
  rule(doc, flow.y);
  flow.y += 10;

  drawTotals(doc, flow, book, labels);
  return finish();
}

function drawTotals(doc: PdfDocument, flow: PageFlow, book: DayBookPdf["book"], labels: DayBookLabels): void {
  const { totals } = book;
  const labelWidth = 220;
  const amountWidth = 90;
  const line = (name: string, amount: number, style = TOTAL) => {
    drawTextLine(doc, name, { x: MARGIN + 12, y: flow.y }, style);
    drawTextLine(
      doc,
      formatRupeesForScreen(amount),
      { x: MARGIN + 12 + labelWidth, y: flow.y, width: amountWidth, align: "right" },
      style,
    );
    flow.y += ROW - 2;
  };
  const section = (title: string, rows: [string, number][]) => {
    flow.ensure(ROW * (rows.length + 1) + 6);
    drawTextLine(doc, title, { x: MARGIN, y: flow.y }, SECTION);
    flow.y += ROW;
    for (const [name, amount] of rows) line(name, amount);
    flow.y += 6;
  };
  section(
    labels.byMode,
    (["cash", "upi", "cheque", "bank", "none"] as const).map((mode) => [labels.modes[mode], totals.byMode[mode]]),
  );
  section(
    labels.byUser,
    totals.byUser.map((u) => [u.name, u.amount]),
  );
  section(
    labels.byHead,
    totals.byHead.map((h) => [h.feeHeadId === null ? labels.notSettled : h.name, h.amount]),
  );
  flow.ensure(ROW + 4);
  rule(doc, flow.y, MARGIN, labelWidth + amountWidth + 12);
  flow.y += 4;
  drawTextLine(doc, labels.net, { x: MARGIN, y: flow.y }, NET);
  drawTextLine(
    doc,
    formatRupeesForScreen(totals.net),
    { x: MARGIN + 12 + labelWidth, y: flow.y, width: amountWidth, align: "right" },
    NET,
  );
  flow.y += ROW;
}

function rule(doc: PdfDocument, y: number, x = MARGIN, width = WIDTH): void {
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.5)
    .strokeColor("#94a3b8")
    .stroke();
}
