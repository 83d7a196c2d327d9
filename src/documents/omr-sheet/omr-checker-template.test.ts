import { unzipSync } from "fflate";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { usePdfTools } from "../test-support/inspect";
import type { RenderedPage } from "../test-support/pdf-inspector";
import {
  OMR_CHECKER_MARKER_FILE,
  OMR_CHECKER_PX_PER_PT,
  omrCheckerConfig,
  omrCheckerTemplate,
  type OmrCheckerFieldBlock,
  type OmrCheckerTemplate,
} from "./omr-checker-template";
import { omrCheckerZip } from "./omr-checker-zip";
import { generateOmrSheet } from "./omr-sheet";
import { omrSheetTemplate, type OmrTemplate, type Point } from "./omr-template";

const { fonts, inspect } = usePdfTools();

/** Read from OMRChecker's src/constants/common.py and src/schemas/template_schema.py. */
const FIELD_TYPES = {
  QTYPE_MCQ4: { bubbleValues: ["A", "B", "C", "D"], direction: "horizontal" },
  QTYPE_INT: { bubbleValues: ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"], direction: "vertical" },
} as const;
const TOP_LEVEL_KEYS = [
  "bubbleDimensions",
  "customLabels",
  "emptyValue",
  "fieldBlocks",
  "outputColumns",
  "pageDimensions",
  "preProcessors",
];
const FIELD_STRING = /^([^.]+|[^.\d]+\d+\.{2,3}\d+)$/;

interface CheckerBubble {
  readonly label: string;
  readonly value: string;
  /** The box's centre in the template's pixels (origin: the top-left marker's centre). */
  readonly centre: Point;
  readonly side: number;
}

function parseLabels(fieldLabels: readonly string[]): string[] {
  return fieldLabels.flatMap((label) => {
    const range = /^([^.\d]+)(\d+)\.{2,3}(\d+)$/.exec(label);
    if (!range) return [label];
    const [, prefix, start, end] = range;
    expect(Number(start)).toBeLessThan(Number(end));
    return Array.from({ length: Number(end) - Number(start) + 1 }, (_, k) => `${prefix}${Number(start) + k}`);
  });
}

/** Every bubble box of a field block, laid out the way OMRChecker's FieldBlock.generate_bubble_grid does. */
function expandBlock(
  block: OmrCheckerFieldBlock,
  template: OmrCheckerTemplate,
): { bubbles: CheckerBubble[]; size: [number, number] } {
  const type = block.fieldType
    ? FIELD_TYPES[block.fieldType]
    : { bubbleValues: block.bubbleValues!, direction: block.direction! };
  const [w, h] = block.bubbleDimensions ?? template.bubbleDimensions;
  const along = type.direction === "vertical" ? 1 : 0;
  const labels = parseLabels(block.fieldLabels);
  const bubbles = labels.flatMap((label, i) =>
    type.bubbleValues.map((value, j) => {
      const point = [block.origin[0], block.origin[1]];
      point[along]! += j * block.bubblesGap;
      point[1 - along]! += i * block.labelsGap;
      return { label, value, centre: { x: Math.round(point[0]!) + w / 2, y: Math.round(point[1]!) + h / 2 }, side: w };
    }),
  );
  const valuesSpan = Math.trunc(block.bubblesGap * (type.bubbleValues.length - 1) + (along ? h : w));
  const labelsSpan = Math.trunc(block.labelsGap * (labels.length - 1) + (along ? w : h));
  return { bubbles, size: along ? [labelsSpan, valuesSpan] : [valuesSpan, labelsSpan] };
}

function allBubbles(template: OmrCheckerTemplate): CheckerBubble[] {
  return Object.values(template.fieldBlocks).flatMap((block) => expandBlock(block, template).bubbles);
}

/** How far the printed ring's centre lies from a point along one axis: midway between the darkest pixels either side. */
function ringOffset(page: RenderedPage, centrePx: Point, radiusPx: number, axis: "x" | "y"): number {
  const grey = (offset: number) =>
    axis === "x"
      ? page.brightness((centrePx.x + offset) / 2, centrePx.y / 2)
      : page.brightness(centrePx.x / 2, (centrePx.y + offset) / 2);
  const darkestAt = (sign: 1 | -1) => {
    let best = { offset: Number.NaN, grey: 215 };
    for (let step = Math.floor(radiusPx * 0.6); step <= Math.ceil(radiusPx * 1.4); step++) {
      const value = grey(sign * step);
      if (value < best.grey) best = { offset: sign * step, grey: value };
    }
    return best.offset;
  };
  return (darkestAt(-1) + darkestAt(1)) / 2;
}

describe("omrCheckerTemplate", () => {
  it("follows OMRChecker's template schema and keeps every field block inside pageDimensions", () => {
    const layout = omrSheetTemplate({ questionCount: 200 });
    for (const page of layout.pages) {
      const template = omrCheckerTemplate(layout, page);
      expect(Object.keys(template).every((key) => TOP_LEVEL_KEYS.includes(key))).toBe(true);
      // The span between marker centres, (569.28 − 26) × (815.89 − 26) pt, at 2 px per point.
      expect(template.pageDimensions).toEqual([1087, 1580]);
      expect(template.bubbleDimensions).toEqual([14, 14]);
      expect(template.preProcessors).toEqual([
        { name: "CropOnMarkers", options: { relativePath: OMR_CHECKER_MARKER_FILE, sheetToMarkerWidthRatio: 25 } },
      ]);
      expect(template.customLabels).toEqual({ Roll: ["roll1..6"], PageCode: ["code1..14"] });
      for (const [name, block] of Object.entries(template.fieldBlocks)) {
        expect(block.origin.every(Number.isInteger), name).toBe(true);
        for (const label of block.fieldLabels) expect(label).toMatch(FIELD_STRING);
        const { size } = expandBlock(block, template);
        expect(block.origin[0] + size[0], name).toBeLessThan(template.pageDimensions[0]);
        expect(block.origin[1] + size[1], name).toBeLessThan(template.pageDimensions[1]);
        expect(Math.min(...block.origin), name).toBeGreaterThanOrEqual(0);
      }
      const labels = allBubbles(template).map((b) => b.label);
      expect(new Set(labels.filter((label) => label.startsWith("q")))).toEqual(
        new Set(page.questions.map((q) => `q${q.number}`)),
      );
    }
  });

  it("puts every bubble box on the very bubble the PDF prints there, at the template's 144 dpi", async () => {
    const layout = omrSheetTemplate({ questionCount: 200 });
    const pdf = inspect(await generateOmrSheet({ questionCount: 200 }, { language: "hi", fonts: fonts() }));
    const topLeft = {
      x: layout.markers[0]!.x + layout.markers[0]!.width / 2,
      y: layout.markers[0]!.y + layout.markers[0]!.height / 2,
    };
    const toPagePx = (p: Point) => ({
      x: p.x + topLeft.x * OMR_CHECKER_PX_PER_PT,
      y: p.y + topLeft.y * OMR_CHECKER_PX_PER_PT,
    });
    for (const page of layout.pages) {
      const rendered = pdf.render(page.page, 72 * OMR_CHECKER_PX_PER_PT);
      const template = omrCheckerTemplate(layout, page);
      const bubbles = allBubbles(template);
      expect(bubbles).toHaveLength(page.questions.length * 4 + 60 + 14);
      const off: string[] = [];
      for (const bubble of bubbles) {
        const { printed, radius, filled } = printedBubble(layout, page.code.filled, bubble);
        const centre = toPagePx(bubble.centre);
        const what = `${bubble.label}=${bubble.value}`;
        // The box's centre is within 1.5 px of the bubble's centre in the layout JSON …
        if (Math.hypot(centre.x - printed.x * 2, centre.y - printed.y * 2) > 1.5)
          off.push(`${what}: not the JSON's bubble`);
        // … and of the circle the PDF really printed there (NaN: no ring found; a pre-filled code bubble is solid instead).
        const offsets = filled
          ? []
          : (["x", "y"] as const).map((axis) => ringOffset(rendered, centre, radius * 2, axis));
        if (!offsets.every((offset) => Math.abs(offset) <= 1.5)) off.push(`${what}: ring off by ${offsets.join(", ")}`);
        if (filled && rendered.brightness(centre.x / 2, centre.y / 2) > 60) off.push(`${what}: not filled`);
        // The box stays inside the ring: an empty bubble's ring does not darken what OMRChecker averages.
        if (bubble.side / 2 >= radius * 2 * 0.8) off.push(`${what}: box reaches the ring`);
      }
      expect(off).toEqual([]);
    }
  });
});

/** The layout bubble an OMRChecker field and value stands for. */
function printedBubble(
  layout: OmrTemplate,
  filledCode: readonly number[],
  bubble: CheckerBubble,
): { printed: Point; radius: number; filled: boolean } {
  const number = /^(q|roll|code)(\d+)$/.exec(bubble.label);
  expect(number, bubble.label).not.toBeNull();
  const [, kind, index] = number!;
  if (kind === "q") {
    const question = layout.pages.flatMap((p) => p.questions).find((q) => q.number === Number(index))!;
    return {
      printed: question.bubbles.find((b) => b.option === bubble.value)!,
      radius: layout.bubbleRadius,
      filled: false,
    };
  }
  if (kind === "roll") {
    const printed = layout.rollNumber.bubbles.find(
      (b) => b.digit === Number(index) - 1 && b.value === Number(bubble.value),
    )!;
    return { printed, radius: layout.rollNumber.bubbleRadius, filled: false };
  }
  const k = Number(index) - 1;
  return { printed: layout.pageCode.bubbles[k]!, radius: layout.pageCode.bubbleRadius, filled: filledCode.includes(k) };
}

describe("omrCheckerZip", () => {
  it("holds a folder per page with its template.json, config.json and the marker image", () => {
    const layout = omrSheetTemplate({ questionCount: 200 });
    const files = unzipSync(omrCheckerZip(layout));
    expect(Object.keys(files).sort()).toEqual([
      "page-1/config.json",
      "page-1/omr_marker.png",
      "page-1/template.json",
      "page-2/config.json",
      "page-2/omr_marker.png",
      "page-2/template.json",
    ]);
    const read = (name: string): unknown => JSON.parse(new TextDecoder().decode(files[name]));
    for (const page of layout.pages) {
      expect(read(`page-${page.page}/template.json`)).toEqual(omrCheckerTemplate(layout, page));
      // Only keys OMRChecker's config schema allows; A4's proportions (841.89 / 595.28 × 666).
      expect(read(`page-${page.page}/config.json`)).toEqual({
        dimensions: { processing_width: 666, processing_height: 942 },
      });
    }
    expect(omrCheckerConfig(layout).dimensions.processing_height).toBe(942);
    // The marker: the 16 pt square at 2 px per point (32 px) with 8 px of white around it.
    const png = PNG.sync.read(Buffer.from(files["page-1/omr_marker.png"]!));
    expect([png.width, png.height]).toEqual([48, 48]);
    const grey = (x: number, y: number) => png.data[(y * png.width + x) * 4]!;
    for (const [x, y] of [
      [8, 8],
      [24, 24],
      [39, 39],
      [8, 39],
    ])
      expect(grey(x!, y!), `${x},${y}`).toBe(0);
    for (const [x, y] of [
      [7, 24],
      [40, 24],
      [24, 7],
      [24, 40],
      [0, 0],
      [47, 47],
    ])
      expect(grey(x!, y!), `${x},${y}`).toBe(255);
  });
});
