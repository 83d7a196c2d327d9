import type { DocumentOptions } from "../document-options";
import { createPdf } from "../pdf/create-pdf";
import { drawTextLine, measureText } from "../pdf/draw-text";
import { A4 } from "../pdf/page-geometry";
import { PageFlow } from "../pdf/page-flow";
import type { PdfDocument } from "../pdf/pdf-document";
import type { TextStyle } from "../pdf/text-style";
import { truncateText } from "../pdf/truncate-text";
import { markListLabels, type MarkListLabels } from "./omr-mark-list-labels";
import { omrMarkListSchema, type OmrMarkList, type OmrMarkListInput } from "./omr-mark-list-schema";

const MARGIN = 40;
const ROW = 18;
const TITLE: TextStyle = { size: 15, weight: "bold" };
const SMALL: TextStyle = { size: 9, color: "#334155" };
const HEAD: TextStyle = { size: 9, weight: "bold" };
const BODY: TextStyle = { size: 9.5 };
const FOOTER_Y = A4.height - 30;

type Row = OmrMarkList["rows"][number];
interface Column {
  readonly width: number;
  readonly align?: "right";
  readonly head: (labels: MarkListLabels) => string;
  readonly cell: (row: Row, index: number) => string;
}

const number = (value: number | undefined) => (value === undefined ? "" : String(value));
const COLUMNS: Column[] = [
  { width: 28, align: "right", head: (l) => l.number, cell: (_, i) => String(i + 1) },
  { width: 70, head: (l) => l.rollNumber, cell: (row) => row.rollNumber },
  { width: 177, head: (l) => l.name, cell: (row) => row.name },
  { width: 42, align: "right", head: (l) => l.right, cell: (row) => number(row.right) },
  { width: 42, align: "right", head: (l) => l.wrong, cell: (row) => number(row.wrong) },
  { width: 42, align: "right", head: (l) => l.blank, cell: (row) => number(row.blank) },
  { width: 42, align: "right", head: (l) => l.double, cell: (row) => number(row.double) },
  { width: 52, align: "right", head: (l) => l.score, cell: (row) => number(row.score) },
];

/** One line of cells; the last cell spans the columns left over (a note in place of the counts). */
function drawRow(doc: PdfDocument, y: number, cells: readonly string[], style: TextStyle): void {
  let x = MARGIN;
  cells.forEach((cell, i) => {
    const column = COLUMNS[i]!;
    const last = i === cells.length - 1 && cells.length < COLUMNS.length;
    const width = last ? A4.width - MARGIN - x : column.width;
    const fitted = truncateText(cell, width - 6, (text) => measureText(doc, text, style));
    drawTextLine(doc, fitted, { x: x + 3, y: y + 4, width: width - 6, align: last ? undefined : column.align }, style);
    x += column.width;
  });
  doc
    .save()
    .lineWidth(0.4)
    .strokeColor("#cbd5e1")
    .moveTo(MARGIN, y + ROW)
    .lineTo(A4.width - MARGIN, y + ROW)
    .stroke()
    .restore();
}

/** A sheet that was not read keeps its row, with why in place of the counts, so no student goes missing. */
function cellsOf(row: Row, index: number, labels: MarkListLabels): string[] {
  const cells = COLUMNS.map((column) => column.cell(row, index));
  if (row.status !== "ok" && row.status !== "turned" && row.status !== "check")
    return [...cells.slice(0, 2), row.name || row.file, labels.notRead[row.status]];
  // A score still in doubt, or settled by hand, says so beside the name.
  const notes = [
    ...(row.status === "check" ? [labels.check] : []),
    ...(row.corrected.length || row.rollNumberCorrected
      ? [labels.corrected([...(row.rollNumberCorrected ? [labels.rollNumberNote] : []), ...row.corrected].join(", "))]
      : []),
  ];
  if (notes.length) cells[2] = [row.name || row.file, ...notes].join(" · ");
  return cells;
}

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/** omr-mark-list.pdf: a test's scores, one line per sheet in the order given, A4 portrait. */
export async function generateOmrMarkList(data: OmrMarkListInput, options: DocumentOptions): Promise<Uint8Array> {
  const list = omrMarkListSchema.parse(data);
  const labels = markListLabels(options.language);
  const { doc, finish } = await createPdf({ ...options, title: labels.title });
  const frame = { top: MARGIN, bottom: FOOTER_Y - 12 };
  const width = A4.width - 2 * MARGIN;
  // Pages are counted before drawing (pdfkit writes each page out as the next begins).
  const intro = (list.schoolName ? 14 : 0) + 24 + 22;
  const firstPageRows = Math.floor((frame.bottom - frame.top - intro - ROW) / ROW);
  const laterPageRows = Math.floor((frame.bottom - frame.top - ROW) / ROW);
  const pages = 1 + Math.max(0, Math.ceil((list.rows.length - firstPageRows) / laterPageRows));
  let page = 1;
  const footer = () =>
    drawTextLine(doc, labels.page(page, pages), { x: MARGIN, y: FOOTER_Y, width, align: "center" }, SMALL);
  const flow = new PageFlow(doc, frame);
  const heading = () => {
    drawRow(
      doc,
      flow.y,
      COLUMNS.map((column) => column.head(labels)),
      HEAD,
    );
    flow.y += ROW;
  };

  if (list.schoolName) {
    drawTextLine(doc, list.schoolName, { x: MARGIN, y: flow.y, width, align: "center" }, SMALL);
    flow.y += 14;
  }
  drawTextLine(doc, labels.title, { x: MARGIN, y: flow.y, width, align: "center" }, TITLE);
  flow.y += 24;
  const details = labels.details(
    list.questionCount,
    list.countedQuestions,
    signed(list.marking.right),
    signed(list.marking.wrong),
    list.rows.length,
  );
  drawTextLine(doc, details, { x: MARGIN, y: flow.y, width, align: "center" }, SMALL);
  flow.y += 22;
  heading();
  list.rows.forEach((row, index) => {
    if (!flow.fits(ROW)) {
      footer();
      flow.newPage();
      page++;
      heading();
    }
    drawRow(doc, flow.y, cellsOf(row, index, labels), BODY);
    flow.y += ROW;
  });
  footer();
  return finish();
}
