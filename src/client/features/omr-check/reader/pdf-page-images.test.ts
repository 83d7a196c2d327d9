import { describe, expect, it } from "vitest";
import { encodeJpeg, picturesPdf } from "../test-support/sheet-photos";
import { pdfPageImages } from "./pdf-page-images";

const picture = (width: number, height: number, shade: number) => ({ width, height, data: new Uint8ClampedArray(width * height).fill(shade) });

describe("pdfPageImages", () => {
  it("takes each scanned page's JPEG out of a PDF byte for byte, skipping small pictures", async () => {
    const pages = [await encodeJpeg(picture(620, 880, 200)), await encodeJpeg(picture(640, 900, 90))];
    const logo = await encodeJpeg(picture(60, 60, 10));
    const pdf = await picturesPdf([pages[0]!, logo, pages[1]!]);
    const found = pdfPageImages(new Uint8Array(pdf));
    expect(found).toHaveLength(2);
    found.forEach((bytes, i) => expect(Buffer.from(bytes).equals(pages[i]!)).toBe(true));
  });

  it("finds nothing in a PDF without pictures", async () => {
    expect(pdfPageImages(new Uint8Array(await picturesPdf([])))).toEqual([]);
  });
});
