import { describe, expect, it } from "vitest";
import type { Rect } from "../pdf/page-geometry";
import { decodePageCode } from "./omr-page-code";
import { OMR_QUESTIONS_PER_BLOCK } from "./omr-sheet-schema";
import { omrSheetTemplate, type OmrTemplate } from "./omr-template";

interface Circle {
  readonly x: number;
  readonly y: number;
  readonly r: number;
  readonly what: string;
}

function circles(template: OmrTemplate): Circle[] {
  const answers = template.pages.flatMap((page) =>
    page.questions.flatMap((q) =>
      q.bubbles.map((b) => ({
        x: b.x,
        y: b.y,
        r: template.bubbleRadius,
        what: `p${page.page} q${q.number}${b.option}`,
      })),
    ),
  );
  const roll = template.rollNumber.bubbles.map((b) => ({
    x: b.x,
    y: b.y,
    r: template.rollNumber.bubbleRadius,
    what: `roll ${b.digit}:${b.value}`,
  }));
  return [...answers, ...roll];
}
const circleBox = (c: Circle): Rect => ({ x: c.x - c.r, y: c.y - c.r, width: 2 * c.r, height: 2 * c.r });
const inside = (inner: Rect, outer: Rect) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;
const intersects = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe("omrSheetTemplate", () => {
  it("describes an A4 page with four solid markers in the printable area's corners", () => {
    const template = omrSheetTemplate({ questionCount: 10 });
    expect(template.page).toEqual({ size: "A4", width: 595.28, height: 841.89 });
    expect(template.markers.map((m) => m.corner)).toEqual(["top-left", "top-right", "bottom-left", "bottom-right"]);
    for (const marker of template.markers) expect(inside(marker, template.printableArea)).toBe(true);
    const [tl, tr, bl] = template.markers;
    expect(tl!.x).toBe(template.printableArea.x);
    expect(tr!.x + tr!.width).toBeCloseTo(template.printableArea.x + template.printableArea.width, 1);
    expect(bl!.y + bl!.height).toBeCloseTo(template.printableArea.y + template.printableArea.height, 1);
  });

  it("lays 180 questions out as 4 columns × 45 on one page, in blocks of 15", () => {
    const template = omrSheetTemplate({ questionCount: 180 });
    expect(template.pageCount).toBe(1);
    const [page] = template.pages;
    expect(page!.questions.map((q) => q.number)).toEqual(Array.from({ length: 180 }, (_, i) => i + 1));
    for (let column = 0; column < 4; column++) {
      const inColumn = page!.questions.filter((q) => q.column === column);
      expect(inColumn).toHaveLength(45);
      // A column is one vertical line of A bubbles, top to bottom.
      expect(new Set(inColumn.map((q) => q.bubbles[0]!.x)).size).toBe(1);
      expect(inColumn.map((q) => q.bubbles[0]!.y)).toEqual(
        [...inColumn.map((q) => q.bubbles[0]!.y)].sort((a, b) => a - b),
      );
    }
    expect(page!.blocks).toHaveLength(12);
    for (const [index, block] of page!.blocks.entries()) {
      const members = page!.questions.filter((q) => q.block === index);
      expect(members.length).toBe(block.lastQuestion - block.firstQuestion + 1);
      expect(members.length).toBeLessThanOrEqual(OMR_QUESTIONS_PER_BLOCK);
      expect(block.origin).toEqual({ x: members[0]!.bubbles[0]!.x, y: members[0]!.bubbles[0]!.y });
      for (const q of members)
        for (const b of q.bubbles)
          expect(inside(circleBox({ ...b, r: template.bubbleRadius, what: "" }), block.frame)).toBe(true);
    }
  });

  it("gives every question four bubbles A–D in a row, one option gap apart", () => {
    const template = omrSheetTemplate({ questionCount: 45 });
    for (const q of template.pages[0]!.questions) {
      expect(q.bubbles.map((b) => b.option)).toEqual(["A", "B", "C", "D"]);
      q.bubbles.forEach((b, k) => {
        expect(b.y).toBe(q.bubbles[0]!.y);
        expect(b.x - q.bubbles[0]!.x).toBeCloseTo(k * template.gaps.option, 1);
      });
    }
  });

  it("flows question 181 onto a second page with the same header, markers and slots", () => {
    const one = omrSheetTemplate({ questionCount: 180 });
    const two = omrSheetTemplate({ questionCount: 181 });
    expect(two.pageCount).toBe(2);
    const [first, second] = two.pages;
    expect(first!.lastQuestion).toBe(180);
    expect(second!.questions.map((q) => q.number)).toEqual([181]);
    expect(second!.questions[0]!.bubbles).toEqual(one.pages[0]!.questions[0]!.bubbles);
    expect(second!.blocks).toHaveLength(1);
    expect(omrSheetTemplate({ questionCount: 1000 }).pageCount).toBe(6);
  });

  it("keeps every bubble inside the printable area and clear of the markers, fields and each other", () => {
    const template = omrSheetTemplate({ questionCount: 180 });
    const all = circles(template);
    expect(all).toHaveLength(720 + 60);
    for (const c of all) {
      expect(inside(circleBox(c), template.printableArea), c.what).toBe(true);
      for (const marker of template.markers) expect(intersects(circleBox(c), marker), c.what).toBe(false);
      for (const field of template.fields) expect(intersects(circleBox(c), field), c.what).toBe(false);
    }
    // At least 2.5 pt (~0.9 mm) of white between any two bubbles, so a heavy pencil mark stays in its own.
    const touching: string[] = [];
    for (let i = 0; i < all.length; i++) {
      for (let j = i + 1; j < all.length; j++) {
        const [a, b] = [all[i]!, all[j]!];
        if (Math.hypot(a.x - b.x, a.y - b.y) < a.r + b.r + 2.5) touching.push(`${a.what} / ${b.what}`);
      }
    }
    expect(touching).toEqual([]);
  });

  it("keeps answer blocks, fields and the roll grid apart", () => {
    const template = omrSheetTemplate({ questionCount: 180 });
    const rects: Rect[] = [
      ...template.pages[0]!.blocks.map((b) => b.frame),
      ...template.fields,
      template.rollNumber.frame,
      ...template.markers,
    ];
    for (let i = 0; i < rects.length; i++)
      for (let j = i + 1; j < rects.length; j++) expect(intersects(rects[i]!, rects[j]!), `${i}/${j}`).toBe(false);
    for (const rect of rects) expect(inside(rect, template.printableArea)).toBe(true);
  });

  it("has a roll-number grid of 0–9 bubbles under a write-in box per digit", () => {
    const { rollNumber } = omrSheetTemplate({ questionCount: 1 });
    expect(rollNumber.writeInBoxes).toHaveLength(rollNumber.digits);
    expect(rollNumber.bubbles).toHaveLength(rollNumber.digits * 10);
    for (let digit = 0; digit < rollNumber.digits; digit++) {
      const column = rollNumber.bubbles.filter((b) => b.digit === digit);
      expect(column.map((b) => b.value)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      const box = rollNumber.writeInBoxes[digit]!;
      for (const b of column) expect(b.x).toBeCloseTo(box.x + box.width / 2, 1);
      expect(column[0]!.y - rollNumber.bubbleRadius).toBeGreaterThan(box.y + box.height);
      for (const b of column)
        expect(inside(circleBox({ ...b, r: rollNumber.bubbleRadius, what: "" }), rollNumber.frame)).toBe(true);
    }
  });

  it("puts the orientation mark near the top-left marker only, with paper at the other three corners' matching spots", () => {
    const template = omrSheetTemplate({ questionCount: 180 });
    const { orientationMark: dot, page, markers } = template;
    const topLeft = markers.find((m) => m.corner === "top-left")!;
    expect(Math.hypot(dot.x - (topLeft.x + topLeft.width / 2), dot.y - (topLeft.y + topLeft.height / 2))).toBeLessThan(
      30,
    );
    const spots = [
      dot,
      { x: page.width - dot.x, y: dot.y },
      { x: dot.x, y: page.height - dot.y },
      { x: page.width - dot.x, y: page.height - dot.y },
    ];
    const things: Rect[] = [
      ...template.pages[0]!.blocks.map((b) => b.frame),
      ...template.fields,
      template.rollNumber.frame,
      ...markers,
      ...circles(template).map(circleBox),
    ];
    for (const spot of spots) {
      const box = { x: spot.x - dot.radius, y: spot.y - dot.radius, width: 2 * dot.radius, height: 2 * dot.radius };
      expect(inside(box, template.printableArea)).toBe(true);
      expect(things.filter((thing) => intersects(thing, box))).toEqual([]);
    }
  });

  it("codes each page's number and the question count in its page-code bubbles, with odd parity", () => {
    const template = omrSheetTemplate({ questionCount: 1000 });
    const { bubbles } = template.pageCode;
    expect(bubbles.map((b) => b.field)).toEqual([
      ...Array(3).fill("page"),
      ...Array(10).fill("questionCount"),
      "parity",
    ]);
    expect(template.pages.map((p) => p.code.page)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const page of template.pages) {
      expect(page.code.questionCount).toBe(1000);
      expect(page.code.filled.length % 2).toBe(1);
      const seen = bubbles.map((_, index) => page.code.filled.includes(index));
      expect(decodePageCode(template.pageCode, seen)).toEqual({ page: page.page, questionCount: 1000 });
      // One bubble misread either way is caught by the parity.
      for (let index = 0; index < bubbles.length; index++) {
        expect(
          decodePageCode(
            template.pageCode,
            seen.map((filled, k) => (k === index ? !filled : filled)),
          ),
        ).toBeUndefined();
      }
    }
    expect(omrSheetTemplate({ questionCount: 1 }).pages[0]!.code.filled).toEqual([0, 3, 13]);
    expect(omrSheetTemplate({ questionCount: 3 }).pages[0]!.code.filled).toEqual([0, 3, 4]);
  });

  it("keeps the page code inside the marker centres and clear of every answer block, field and bubble", () => {
    const template = omrSheetTemplate({ questionCount: 180 });
    const [topLeft, , , bottomRight] = template.markers;
    const r = template.pageCode.bubbleRadius;
    const codeBoxes = template.pageCode.bubbles.map((b) => ({ x: b.x - r, y: b.y - r, width: 2 * r, height: 2 * r }));
    const centres = {
      x: topLeft!.x + 8,
      y: topLeft!.y + 8,
      width: bottomRight!.x - topLeft!.x,
      height: bottomRight!.y - topLeft!.y,
    };
    const things: Rect[] = [
      ...template.pages[0]!.blocks.map((b) => b.frame),
      ...template.fields,
      template.rollNumber.frame,
      ...circles(template).map(circleBox),
    ];
    for (const [index, box] of codeBoxes.entries()) {
      expect(inside(box, centres), `code ${index}`).toBe(true);
      expect(
        things.filter((thing) => intersects(thing, box)),
        `code ${index}`,
      ).toEqual([]);
      if (index > 0) expect(box.x - codeBoxes[index - 1]!.x - 2 * r).toBeGreaterThanOrEqual(2.5);
    }
  });

  it("is plain JSON and rejects a count below 1", () => {
    const template = omrSheetTemplate({ questionCount: 50 });
    expect(JSON.parse(JSON.stringify(template))).toEqual(template);
    expect(() => omrSheetTemplate({ questionCount: 0 })).toThrow();
    expect(() => omrSheetTemplate({ questionCount: 2.5 })).toThrow();
  });
});
