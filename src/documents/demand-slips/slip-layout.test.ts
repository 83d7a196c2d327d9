import { describe, expect, it } from "vitest";
import { mm } from "../pdf/page-geometry";
import { PAGE_BOTTOM_MM, placeSlips, slipGeometry } from "./slip-layout";

describe("slip layout", () => {
  it("stacks boxes of the shared height rule and starts a page when the next would cross the bottom margin", () => {
    const slots = placeSlips([
      { feeLines: 12, received: 100 },
      { feeLines: 12, received: 100 },
      { feeLines: 1, received: 0 },
    ]);
    expect(slots.map((s) => [s.page, s.topMm, s.heightMm])).toEqual([
      [0, 7, 138],
      [0, 150, 138],
      [1, 7, 66],
    ]);
    expect(slots[1]!.topMm + slots[1]!.heightMm).toBeLessThanOrEqual(PAGE_BOTTOM_MM);
  });

  it("gives a slip that is taller than a page a page of its own instead of looping", () => {
    expect(
      placeSlips([
        { feeLines: 1, received: 0 },
        { feeLines: 60, received: 0 },
      ]).map((s) => s.page),
    ).toEqual([0, 1]);
  });

  it("puts the Received line only when money was received, and the rows after it follow", () => {
    const slot = { page: 0, topMm: 7, heightMm: 72 };
    const without = slipGeometry(slot, { feeLines: 2, received: 0, withQr: false });
    const withIt = slipGeometry({ ...slot, heightMm: 78 }, { feeLines: 2, received: 10, withQr: false });
    expect(without.received).toBeNull();
    expect(withIt.received?.top).toBeCloseTo(without.total.top);
    expect(withIt.footer.top - without.footer.top).toBeCloseTo(mm(6));
    // The footer ends at the box's bottom edge: the 60 mm base holds everything but the lines.
    expect(without.footer.top + without.footer.height).toBeCloseTo(without.box.y + without.box.height);
    expect(withIt.footer.top + withIt.footer.height).toBeCloseTo(withIt.box.y + withIt.box.height);
  });

  it("narrows the table to leave the QR code its own column", () => {
    const slot = { page: 0, topMm: 7, heightMm: 66 };
    const plain = slipGeometry(slot, { feeLines: 1, received: 0, withQr: false });
    const qr = slipGeometry(slot, { feeLines: 1, received: 0, withQr: true });
    expect(plain.qr).toBeNull();
    expect(qr.qr!.x).toBeGreaterThan(qr.contentX + qr.columnWidth);
    expect(qr.qr!.x + qr.qr!.size).toBeLessThan(qr.box.x + qr.box.width);
    expect(qr.qr!.caption.top + qr.qr!.caption.height).toBeLessThanOrEqual(qr.footer.top);
  });
});
