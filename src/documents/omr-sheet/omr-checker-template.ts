import { greyPng } from "./grey-png";
import type { OmrPage, OmrTemplate, Point } from "./omr-template";

/*
 * OMRChecker (github.com/Udayraj123/OMRChecker) reads a sheet with a template.json per layout.
 * Its CropOnMarkers step crops a scan to the four marker centres and resizes that to
 * `pageDimensions`, so every position here is in pixels from the top-left marker's centre.
 * Scale: 2 px per point, i.e. the page rendered at 144 dpi.
 */
export const OMR_CHECKER_PX_PER_PT = 2;
export const OMR_CHECKER_MARKER_FILE = "omr_marker.png";
/** White kept around the marker square in its image: template matching needs the square's edge. */
const MARKER_MARGIN_PT = 4;
/**
 * OMRChecker averages a square box per bubble; at 0.75 of the diameter the box stays inside the
 * ring, so the ring and the box's corners do not grey an empty bubble (the ring is ~0.5 pt thick).
 */
const BOX_SHARE = 0.75;

export interface OmrCheckerFieldBlock {
  readonly fieldType?: "QTYPE_MCQ4" | "QTYPE_INT";
  readonly bubbleValues?: readonly string[];
  readonly direction?: "horizontal" | "vertical";
  readonly emptyValue?: string;
  readonly bubbleDimensions?: readonly [number, number];
  readonly fieldLabels: readonly string[];
  readonly origin: readonly [number, number];
  readonly bubblesGap: number;
  readonly labelsGap: number;
}

/** OMRChecker's template.json, as its schema (src/schemas/template_schema.py) allows it. */
export interface OmrCheckerTemplate {
  readonly pageDimensions: readonly [number, number];
  readonly bubbleDimensions: readonly [number, number];
  readonly customLabels: Readonly<Record<string, readonly string[]>>;
  readonly fieldBlocks: Readonly<Record<string, OmrCheckerFieldBlock>>;
  readonly preProcessors: readonly [
    {
      readonly name: "CropOnMarkers";
      readonly options: { readonly relativePath: string; readonly sheetToMarkerWidthRatio: number };
    },
  ];
}

const px = (points: number) => Math.round(points * OMR_CHECKER_PX_PER_PT * 100) / 100;
const centreOf = (rect: { x: number; y: number; width: number; height: number }): Point => ({
  x: rect.x + rect.width / 2,
  y: rect.y + rect.height / 2,
});
const boxSide = (radius: number) => Math.round(2 * radius * BOX_SHARE * OMR_CHECKER_PX_PER_PT);
/** "q1..15", or "q7" alone: OMRChecker refuses a range whose start is not below its end. */
const labels = (prefix: string, first: number, last: number) =>
  last > first ? `${prefix}${first}..${last}` : `${prefix}${first}`;

function markerCentres(template: OmrTemplate): { topLeft: Point; bottomRight: Point } {
  const corner = (name: string) => template.markers.find((marker) => marker.corner === name)!;
  return { topLeft: centreOf(corner("top-left")), bottomRight: centreOf(corner("bottom-right")) };
}

/** A block's `origin`: the top-left of its first bubble's box, in whole pixels from the top-left marker's centre. */
function origin(centre: Point, side: number, topLeft: Point): [number, number] {
  return [Math.round(px(centre.x - topLeft.x) - side / 2), Math.round(px(centre.y - topLeft.y) - side / 2)];
}

function answerBlocks(template: OmrTemplate, page: OmrPage, topLeft: Point): Record<string, OmrCheckerFieldBlock> {
  const side = boxSide(template.bubbleRadius);
  return Object.fromEntries(
    page.blocks.map((block) => [
      `MCQ_Q${block.firstQuestion}`,
      {
        fieldType: "QTYPE_MCQ4",
        fieldLabels: [labels("q", block.firstQuestion, block.lastQuestion)],
        origin: origin(block.origin, side, topLeft),
        bubblesGap: px(template.gaps.option),
        labelsGap: px(template.gaps.row),
      },
    ]),
  );
}

function rollBlock(template: OmrTemplate, topLeft: Point): OmrCheckerFieldBlock {
  const { bubbles, bubbleRadius, digits } = template.rollNumber;
  const at = (digit: number, value: number) => bubbles.find((b) => b.digit === digit && b.value === value)!;
  const side = boxSide(bubbleRadius);
  return {
    fieldType: "QTYPE_INT",
    bubbleDimensions: [side, side],
    fieldLabels: [labels("roll", 1, digits)],
    origin: origin(at(0, 0), side, topLeft),
    bubblesGap: px(at(0, 1).y - at(0, 0).y),
    labelsGap: px(at(1, 0).x - at(0, 0).x),
  };
}

/** Each page-code bubble is a field of its own reading "1" when filled and "0" when not. */
function pageCodeBlock(template: OmrTemplate, topLeft: Point): OmrCheckerFieldBlock {
  const { bubbles, bubbleRadius } = template.pageCode;
  const side = boxSide(bubbleRadius);
  const pitch = px(bubbles[1]!.x - bubbles[0]!.x);
  return {
    bubbleValues: ["1"],
    direction: "vertical",
    emptyValue: "0",
    bubbleDimensions: [side, side],
    fieldLabels: [labels("code", 1, bubbles.length)],
    origin: origin(bubbles[0]!, side, topLeft),
    bubblesGap: pitch,
    labelsGap: pitch,
  };
}

/**
 * One page's OMRChecker template: answers as q1…qN (QTYPE_MCQ4), the roll number as column
 * "Roll", the page code as column "PageCode" (a string of 0/1 in `template.pageCode` order).
 */
export function omrCheckerTemplate(template: OmrTemplate, page: OmrPage): OmrCheckerTemplate {
  const { topLeft, bottomRight } = markerCentres(template);
  const side = boxSide(template.bubbleRadius);
  const marker = template.markers[0]!;
  return {
    pageDimensions: [Math.round(px(bottomRight.x - topLeft.x)), Math.round(px(bottomRight.y - topLeft.y))],
    bubbleDimensions: [side, side],
    customLabels: {
      Roll: [labels("roll", 1, template.rollNumber.digits)],
      PageCode: [labels("code", 1, template.pageCode.bubbles.length)],
    },
    fieldBlocks: {
      Roll: rollBlock(template, topLeft),
      PageCode: pageCodeBlock(template, topLeft),
      ...answerBlocks(template, page, topLeft),
    },
    preProcessors: [
      {
        name: "CropOnMarkers",
        // OMRChecker scales the marker image to (scan width ÷ this), then tries 100 % down to 35 % of that.
        options: {
          relativePath: OMR_CHECKER_MARKER_FILE,
          sheetToMarkerWidthRatio: Math.round(template.page.width / (marker.width + 2 * MARKER_MARGIN_PT)),
        },
      },
    ],
  };
}

/** OMRChecker's default processing width; its default height (820) would squash an A4 page by 13 %. */
const PROCESSING_WIDTH = 666;

/** OMRChecker's config.json: the page is processed at A4's own proportions, so the square markers stay square. */
export function omrCheckerConfig(template: OmrTemplate): {
  dimensions: { processing_width: number; processing_height: number };
} {
  return {
    dimensions: {
      processing_width: PROCESSING_WIDTH,
      processing_height: Math.round((PROCESSING_WIDTH * template.page.height) / template.page.width),
    },
  };
}

/** The marker image CropOnMarkers looks for: the solid square with a white margin, at the template's scale. */
export function omrCheckerMarkerImage(template: OmrTemplate): Uint8Array {
  const marker = template.markers[0]!;
  const margin = px(MARKER_MARGIN_PT);
  const size = Math.round(px(marker.width) + 2 * margin);
  const inSquare = (v: number) => v >= margin && v < size - margin;
  return greyPng(size, size, (x, y) => (inSquare(x) && inSquare(y) ? 0 : 255));
}
