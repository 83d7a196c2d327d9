import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PNG } from "pngjs";

/** A rendered page: RGBA pixels, `dpi` pixels per inch. */
export interface PageImage {
  readonly width: number;
  readonly height: number;
  readonly dpi: number;
  readonly data: Buffer;
}

/**
 * Looks at generated PDF bytes with poppler, as a reader would (test-only, Node-only): the text
 * `pdftotext -layout` extracts, `pdfinfo`'s page count, and pages rendered by `pdftoppm`.
 */
export class PdfProbe {
  private readonly dir = mkdtempSync(join(tmpdir(), "bahi-bills-"));
  private readonly file = join(this.dir, "Bills.pdf");

  constructor(bytes: Uint8Array) {
    writeFileSync(this.file, bytes);
  }

  text(): string {
    return execFileSync("/usr/bin/pdftotext", ["-layout", "-enc", "UTF-8", this.file, "-"], { encoding: "utf8" });
  }

  pageCount(): number {
    const info = execFileSync("/usr/bin/pdfinfo", [this.file], { encoding: "utf8" });
    return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  }

  render(page: number, dpi: number): PageImage {
    const prefix = join(this.dir, `page-${page}-${dpi}`);
    execFileSync("/usr/bin/pdftoppm", ["-png", "-r", String(dpi), "-f", String(page), "-l", String(page), "-singlefile", this.file, prefix]);
    const png = PNG.sync.read(readFileSync(`${prefix}.png`));
    return { width: png.width, height: png.height, dpi, data: png.data };
  }

  dispose(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Brightness 0 (black) … 255 (white) of the pixel at (x, y). */
export function brightness(image: PageImage, x: number, y: number): number {
  const i = (y * image.width + x) * 4;
  return (image.data[i]! + image.data[i + 1]! + image.data[i + 2]!) / 3;
}

/** The RGBA pixels of a rectangle (in points), for a QR decoder. */
export function crop(image: PageImage, rect: { x: number; y: number; width: number; height: number }) {
  const scale = image.dpi / 72;
  const x0 = Math.max(0, Math.floor(rect.x * scale));
  const y0 = Math.max(0, Math.floor(rect.y * scale));
  const width = Math.min(image.width - x0, Math.ceil(rect.width * scale));
  const height = Math.min(image.height - y0, Math.ceil(rect.height * scale));
  const data = new Uint8ClampedArray(width * height * 4);
  for (let row = 0; row < height; row++) {
    const from = ((y0 + row) * image.width + x0) * 4;
    data.set(image.data.subarray(from, from + width * 4), row * width * 4);
  }
  return { data, width, height };
}
