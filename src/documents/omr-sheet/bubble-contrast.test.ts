import { describe, expect, it } from "vitest";
import { usePdfTools } from "../test-support/inspect";
import type { RenderedPage } from "../test-support/pdf-inspector";
import { generateOmrSheet } from "./omr-sheet";
import { omrSheetTemplate, type Point } from "./omr-template";

const { fonts, inspect } = usePdfTools();

/** Pencil graphite over white paper: a light mark reads 168 (the level the issue measured), a firm one 60. */
const LIGHT_PENCIL = 168;
const FIRM_PENCIL = 60;

/**
 * The mean grey of the square box a reader averages (side = `share` × the diameter), around a bubble
 * as rendered, after a pencil mark of grey `pencil` covering 90 % of its radius (pencil never lightens).
 */
function boxMean(page: RenderedPage, centre: Point, radius: number, share: number, pencil = 255): number {
  const scale = page.dpi / 72;
  const half = radius * share;
  const { data, width, height } = page.crop({
    x: centre.x - half,
    y: centre.y - half,
    width: 2 * half,
    height: 2 * half,
  });
  const [cx, cy] = [width / 2, height / 2];
  let sum = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const grey = data[(y * width + x) * 4]!;
      const inMark = Math.hypot(x + 0.5 - cx, y + 0.5 - cy) <= 0.9 * radius * scale;
      sum += inMark ? Math.min(grey, pencil) : grey;
    }
  }
  return sum / (width * height);
}

interface Figures {
  readonly empty: { mean: number; darkest: number };
  readonly light: { mean: number; lightest: number };
  readonly firm: { mean: number; lightest: number };
}

/** Per-bubble box means over many bubbles, empty and with each pencil mark. */
function figures(page: RenderedPage, bubbles: readonly { centre: Point; radius: number }[], share: number): Figures {
  const means = (pencil?: number) => bubbles.map(({ centre, radius }) => boxMean(page, centre, radius, share, pencil));
  const average = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const [empty, light, firm] = [means(), means(LIGHT_PENCIL), means(FIRM_PENCIL)];
  return {
    empty: { mean: average(empty), darkest: Math.min(...empty) },
    light: { mean: average(light), lightest: Math.max(...light) },
    firm: { mean: average(firm), lightest: Math.max(...firm) },
  };
}

describe("an empty bubble as rendered (pdftoppm, grey, 144 dpi)", () => {
  it("stays light, so a light pencil mark stands out from every empty bubble", async () => {
    const template = omrSheetTemplate({ questionCount: 180 });
    const pdf = inspect(await generateOmrSheet({ questionCount: 180 }, { language: "hi", fonts: fonts() }));
    const page = pdf.render(1, 144);
    const answers = template.pages[0]!.questions.filter((q) => q.number % 7 === 1).flatMap((q) =>
      q.bubbles.map((centre) => ({ centre, radius: template.bubbleRadius })),
    );
    const roll = template.rollNumber.bubbles.map((centre) => ({ centre, radius: template.rollNumber.bubbleRadius }));
    const bubbles = [...answers, ...roll];

    // Measured over the whole bubble's box (what a template converted by hand averages): empty 234.0
    // (the old 0.8 pt dark ring and 5.5 pt grey letter gave about 191), light mark 184.2, firm 117.0;
    // the lightest light-marked bubble is still 43.7 levels below the darkest empty one.
    const whole = figures(page, bubbles, 1);
    expect(whole.empty.mean).toBeGreaterThan(230);
    expect(whole.empty.mean - whole.light.mean).toBeGreaterThan(45);
    expect(whole.empty.darkest - whole.light.lightest).toBeGreaterThan(30);
    expect(whole.empty.mean - whole.firm.mean).toBeGreaterThan(105);

    // Over the box Bahi's OMRChecker template averages (0.75 of the diameter, inside the ring): empty
    // 246.0 (old: about 225), light mark 169.2, firm 66.5; worst case apart: 73.9 levels.
    const inner = figures(page, bubbles, 0.75);
    expect(inner.empty.mean).toBeGreaterThan(242);
    expect(inner.empty.mean - inner.light.mean).toBeGreaterThan(70);
    expect(inner.empty.darkest - inner.light.lightest).toBeGreaterThan(55);
    expect(inner.empty.mean - inner.firm.mean).toBeGreaterThan(170);
  });
});
