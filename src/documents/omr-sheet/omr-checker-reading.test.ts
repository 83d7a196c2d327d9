import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import type { DocumentLanguage } from "../language";
import { usePdfTools } from "../test-support/inspect";
import { readLikeOmrChecker, type GreyImage } from "../test-support/omr-checker-reader";
import type { OmrCheckerTemplate } from "./omr-checker-template";
import { omrCheckerZip } from "./omr-checker-zip";
import { generateOmrSheet } from "./omr-sheet";
import { omrSheetTemplate, type OmrTemplate, type Point } from "./omr-template";

const { fonts, inspect } = usePdfTools();

const SCAN_DPI = 150;
/**
 * Graphite at 200 on white paper: lighter than bubble-contrast.test.ts's 168. The old sheet (0.8 pt
 * dark ring, 5.5 pt grey letter, a whole-bubble box) misread such marks here; this one reads them all.
 */
const LIGHT_PENCIL = 200;
const FIRM_PENCIL = 60;
const ROLL = "402719";

/** Question n's answer, and how hard it is pencilled: every third light, question 10 left blank. */
const answerOf = (n: number) => (n === 10 ? "" : "ABCD"[(n * 7) % 4]!);
const pencilOf = (n: number) => (n % 3 === 0 ? LIGHT_PENCIL : FIRM_PENCIL);

/** A page as a flat grey scan, with pencil (never lighter than the paper) over 90 % of each chosen bubble. */
async function filledScan(layout: OmrTemplate, pageIndex: number, language: DocumentLanguage): Promise<GreyImage> {
  const pdf = inspect(await generateOmrSheet({ questionCount: layout.questionCount }, { language, fonts: fonts() }));
  const page = pdf.render(pageIndex + 1, SCAN_DPI);
  const { data: rgba, width, height } = page.crop({ x: 0, y: 0, width: layout.page.width, height: layout.page.height });
  const data = Uint8Array.from({ length: width * height }, (_, i) => rgba[i * 4]!);
  const scale = SCAN_DPI / 72;
  const pencil = (centre: Point, radius: number, grey: number) => {
    const [cx, cy, r] = [centre.x * scale, centre.y * scale, 0.9 * radius * scale];
    for (let y = Math.floor(cy - r); y <= Math.ceil(cy + r); y++) {
      for (let x = Math.floor(cx - r); x <= Math.ceil(cx + r); x++) {
        if (Math.hypot(x + 0.5 - cx, y + 0.5 - cy) <= r) data[y * width + x] = Math.min(data[y * width + x]!, grey);
      }
    }
  };
  for (const question of layout.pages[pageIndex]!.questions) {
    const bubble = question.bubbles.find((b) => b.option === answerOf(question.number));
    if (bubble) pencil(bubble, layout.bubbleRadius, pencilOf(question.number));
  }
  [...ROLL].forEach((digit, column) => {
    pencil(
      layout.rollNumber.bubbles.find((b) => b.digit === column && b.value === Number(digit))!,
      layout.rollNumber.bubbleRadius,
      FIRM_PENCIL,
    );
  });
  return { width, height, data };
}

function zipFor(layout: OmrTemplate, page: number) {
  const files = unzipSync(omrCheckerZip(layout));
  const json = <T>(name: string) => JSON.parse(new TextDecoder().decode(files[`page-${page}/${name}`])) as T;
  return {
    template: json<OmrCheckerTemplate>("template.json"),
    config: json<{ dimensions: { processing_width: number; processing_height: number } }>("config.json"),
    marker: files[`page-${page}/omr_marker.png`]!,
  };
}

describe("the OMRChecker zip, read the way OMRChecker reads (OpenCV.js, its steps and defaults)", () => {
  it.each([
    ["en", 60, 0],
    ["hi", 200, 1],
  ] as const)(
    "finds the markers and reads every answer, light marks included, the roll number and page code (%s, %i questions, page %i)",
    async (language, questionCount, pageIndex) => {
      const layout = omrSheetTemplate({ questionCount });
      const page = layout.pages[pageIndex]!;
      const { template, config, marker } = zipFor(layout, page.page);
      const reading = await readLikeOmrChecker(await filledScan(layout, pageIndex, language), template, config, marker);
      expect(reading).toBeDefined();
      // The real markers, not the orientation dot or page code: near-perfect matches in all four quadrants.
      for (const score of reading!.markerScores) expect(score).toBeGreaterThan(0.8);

      const { responses } = reading!;
      const answers = Object.fromEntries(page.questions.map((q) => [`q${q.number}`, answerOf(q.number)]));
      expect(Object.fromEntries(Object.entries(responses).filter(([label]) => label.startsWith("q")))).toEqual(answers);
      const joined = (prefix: string, count: number) =>
        Array.from({ length: count }, (_, k) => responses[`${prefix}${k + 1}`]).join("");
      expect(joined("roll", 6)).toBe(ROLL);
      const code = layout.pageCode.bubbles.map((_, k) => (page.code.filled.includes(k) ? "1" : "0")).join("");
      expect(joined("code", layout.pageCode.bubbles.length)).toBe(code);
    },
  );
});
