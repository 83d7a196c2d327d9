import { describe, expect, it } from "vitest";
import { encodeJpeg, picturesPdf } from "../test-support/sheet-photos";
import { pdfPageImages } from "./pdf-page-images";

const picture = (width: number, height: number, shade: number) => ({
  width,
  height,
  data: new Uint8ClampedArray(width * height).fill(shade),
});

describe("pdfPageImages", () => {
  it("takes each scanned page's JPEG out of a PDF byte for byte, skipping small pictures", async () => {
    const pictures = [picture(620, 880, 200), picture(60, 60, 10), picture(640, 900, 90)];
    const jpegs = await Promise.all(
      pictures.map(async (p) => ({ bytes: await encodeJpeg(p), width: p.width, height: p.height })),
    );
    const pages = [jpegs[0]!.bytes, jpegs[2]!.bytes];
    const pdf = await picturesPdf(jpegs);
    const found = pdfPageImages(new Uint8Array(pdf));
    expect(found).toHaveLength(2);
    found.forEach((bytes, i) => expect(Buffer.from(bytes).equals(pages[i]!)).toBe(true));
  });

  it("finds nothing in a PDF without pictures", async () => {
    expect(pdfPageImages(new Uint8Array(await picturesPdf([])))).toEqual([]);
  });
});
