import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PNG } from "pngjs";

/** A rectangle in points from the page's top-left corner. */
export interface PointRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A page rendered in grey at `dpi`; positions are in points, brightness 0 (black) … 255 (white). */
export interface RenderedPage {
  /** Size in pixels. */
  readonly width: number;
  readonly height: number;
  readonly dpi: number;
  brightness(xPt: number, yPt: number): number;
  /** The darkest pixel within `reachPt` of a point: thin lines land grey, and between pixels, when rasterised. */
  darkest(xPt: number, yPt: number, reachPt?: number): number;
  /** The RGBA pixels of a rectangle, for a QR decoder such as jsQR. */
  crop(rect: PointRect): { data: Uint8ClampedArray; width: number; height: number };
}

/**
 * Test-only, Node-only, the one wrapper around poppler (unit tests and Playwright specs alike):
 * looks at generated PDF bytes as a reader would — the text pdftotext extracts, pdfinfo's page
 * count and size, pdfimages' image list and pdftoppm's pixels.
 */
export class PdfInspector {
  private readonly dir = mkdtempSync(join(tmpdir(), "bahi-documents-"));
  private readonly file = join(this.dir, "document.pdf");

  constructor(bytes: Uint8Array) {
    writeFileSync(this.file, bytes);
  }

  /** All text, or one page's; `-layout` keeps a line's pieces on one line, pages end with "\f". */
  text(page?: number): string {
    const range = page ? ["-f", String(page), "-l", String(page)] : [];
    return this.run("pdftotext", ["-layout", "-enc", "UTF-8", ...range, this.file, "-"]);
  }

  pageCount(): number {
    return Number(/^Pages:\s+(\d+)/m.exec(this.info())?.[1]);
  }

  /** Every page's size in points, as pdfinfo reports it. */
  pageSizes(): { width: number; height: number }[] {
    const info = this.run("pdfinfo", ["-f", "1", "-l", String(this.pageCount()), this.file]);
    return [...info.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/gm)].map((m) => ({
      width: Number(m[1]),
      height: Number(m[2]),
    }));
  }

  /** Rows of `pdfimages -list` (one per embedded image, soft masks included). */
  images(): string[] {
    return this.run("pdfimages", ["-list", this.file])
      .split("\n")
      .slice(2)
      .filter((line) => line.trim());
  }

  render(page: number, dpi = 72): RenderedPage {
    const prefix = join(this.dir, `page-${page}-${dpi}`);
    this.run("pdftoppm", [
      "-png",
      "-gray",
      "-r",
      String(dpi),
      "-f",
      String(page),
      "-l",
      String(page),
      "-singlefile",
      this.file,
      prefix,
    ]);
    // pngjs hands back RGBA even for a grey PNG, so the red channel is the grey level.
    const png = PNG.sync.read(readFileSync(`${prefix}.png`));
    const scale = dpi / 72;
    const pixel = (x: number, y: number) =>
      png.data[(Math.min(png.height - 1, Math.max(0, y)) * png.width + Math.min(png.width - 1, Math.max(0, x))) * 4]!;
    return {
      width: png.width,
      height: png.height,
      dpi,
      brightness: (xPt, yPt) => pixel(Math.floor(xPt * scale), Math.floor(yPt * scale)),
      darkest(xPt, yPt, reachPt = 1) {
        const reach = Math.ceil(reachPt * scale);
        const [cx, cy] = [Math.floor(xPt * scale), Math.floor(yPt * scale)];
        let min = 255;
        for (let dx = -reach; dx <= reach; dx++)
          for (let dy = -reach; dy <= reach; dy++) min = Math.min(min, pixel(cx + dx, cy + dy));
        return min;
      },
      crop(rect) {
        const x0 = Math.max(0, Math.floor(rect.x * scale));
        const y0 = Math.max(0, Math.floor(rect.y * scale));
        const width = Math.min(png.width - x0, Math.ceil(rect.width * scale));
        const height = Math.min(png.height - y0, Math.ceil(rect.height * scale));
        const data = new Uint8ClampedArray(width * height * 4);
        for (let row = 0; row < height; row++) {
          const from = ((y0 + row) * png.width + x0) * 4;
          data.set(png.data.subarray(from, from + width * 4), row * width * 4);
        }
        return { data, width, height };
      },
    };
  }

  dispose(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }

  private info(): string {
    return this.run("pdfinfo", [this.file]);
  }

  private run(tool: string, args: string[]): string {
    return execFileSync(`/usr/bin/${tool}`, args, { encoding: "utf8" });
  }
}

/** Opens the bytes, lets `look` read them, and removes the temporary files whatever happens. */
export function inspectPdf<T>(bytes: Uint8Array, look: (pdf: PdfInspector) => T): T {
  const pdf = new PdfInspector(bytes);
  try {
    return look(pdf);
  } finally {
    pdf.dispose();
  }
}

/** A4 portrait as pdfinfo prints it. */
export const A4_SIZE = { width: 595.28, height: 841.89 };

/** Collapses runs of spaces, since `-layout` pads columns with them. */
export function squash(text: string): string {
  return text.replace(/[ \t]+/g, " ");
}
