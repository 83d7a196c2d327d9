import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PNG } from "pngjs";
import { loadNodeFonts } from "@/documents/fonts/load-node-fonts";
import type { OmrOption } from "@/documents/omr-sheet/omr-sheet-schema";
import { generateOmrSheet } from "@/documents/omr-sheet/omr-sheet";
import { omrSheetTemplate, type OmrTemplate, type Point } from "@/documents/omr-sheet/omr-template";
import { inspectPdf } from "@/documents/test-support/pdf-inspector";
import { greyFromRgba, rgbaFromGrey, sampleGrey, type GreyImage } from "../reader/grey-image";
import { applyHomography, homographyFromPoints } from "../reader/homography";

/*
 * Test-only, Node-only: photos of filled-in OMR sheets made from the real generated PDF (pdftoppm),
 * with pencil marks drawn into chosen bubbles, then turned, keystoned, blurred and noised as a
 * phone would. The reader under test sees nothing but the pixels.
 */

/** A mark: its grey (40 a dark pen, ~168 a light pencil) and the share of the bubble it covers. */
export interface Mark {
  readonly grey?: number;
  readonly cover?: number;
}

export interface FilledSheet {
  readonly questionCount: number;
  readonly page?: number;
  /** Question number → the options filled (two or more make a double). */
  readonly answers: Readonly<Record<number, readonly OmrOption[]>>;
  readonly rollNumber?: string;
  readonly mark?: Mark;
  /** Per question, a different mark (light pencil on one, dark pen on the rest). */
  readonly marks?: Readonly<Record<number, Mark>>;
}

export interface Camera {
  /** Degrees clockwise; 180 is upside down. */
  readonly rotate?: number;
  /** Share by which the sheet's top edge is narrower than its bottom (phone tilted back). */
  readonly keystone?: number;
  /** The sheet's height as a share of the photo's height. */
  readonly fill?: number;
  readonly width?: number;
  readonly height?: number;
  /** Box-blur radius in photo pixels (applied twice: close to a Gaussian). */
  readonly blur?: number;
  /** Uniform noise amplitude in grey levels. */
  readonly noise?: number;
  /** Light falling from one side: the far side's brightness as a share of the near side's. */
  readonly shade?: number;
  readonly seed?: number;
}

const DPI = 150;
const SCALE = DPI / 72;
const pages = new Map<number, GreyImage[]>();

/** The generated sheet's pages, rendered once per question count. */
export async function renderedSheet(questionCount: number): Promise<GreyImage[]> {
  const cached = pages.get(questionCount);
  if (cached) return cached;
  const bytes = await generateOmrSheet({ questionCount }, { language: "en", fonts: await loadNodeFonts() });
  const template = omrSheetTemplate({ questionCount });
  const rendered = inspectPdf(bytes, (pdf) =>
    template.pages.map((_, i) => {
      const page = pdf.render(i + 1, DPI);
      const { data, width, height } = page.crop({
        x: 0,
        y: 0,
        width: template.page.width,
        height: template.page.height,
      });
      return greyFromRgba(data, width, height);
    }),
  );
  pages.set(questionCount, rendered);
  return rendered;
}

function fillDisc(image: GreyImage, centre: Point, radius: number, grey: number): void {
  const data = image.data as Uint8ClampedArray;
  const [cx, cy, r] = [centre.x * SCALE, centre.y * SCALE, radius * SCALE];
  for (let y = Math.floor(cy - r); y <= Math.ceil(cy + r); y++) {
    for (let x = Math.floor(cx - r); x <= Math.ceil(cx + r); x++) {
      // Antialiased edge: a pencil mark has no hard rim either.
      const cover = Math.min(1, Math.max(0, r - Math.hypot(x + 0.5 - cx, y + 0.5 - cy) + 0.5));
      if (cover > 0)
        data[y * image.width + x] = Math.min(data[y * image.width + x]!, Math.round(255 - (255 - grey) * cover));
    }
  }
}

/** The rendered page with the sheet's answers and roll number filled in. */
export async function fillSheet(sheet: FilledSheet): Promise<{ image: GreyImage; template: OmrTemplate }> {
  const template = omrSheetTemplate({ questionCount: sheet.questionCount });
  const pageIndex = (sheet.page ?? 1) - 1;
  const source = (await renderedSheet(sheet.questionCount))[pageIndex]!;
  const image: GreyImage = { ...source, data: new Uint8ClampedArray(source.data) };
  const layout = template.pages[pageIndex]!;
  for (const [number, options] of Object.entries(sheet.answers)) {
    const question = layout.questions.find((q) => q.number === Number(number));
    if (!question) throw new Error(`Question ${number} is not on page ${pageIndex + 1}`);
    const mark = { grey: 40, cover: 0.85, ...sheet.mark, ...sheet.marks?.[Number(number)] };
    for (const option of options)
      fillDisc(
        image,
        question.bubbles.find((b) => b.option === option)!,
        template.bubbleRadius * mark.cover,
        mark.grey,
      );
  }
  [...(sheet.rollNumber ?? "")].forEach((digit, column) => {
    const offset = template.rollNumber.digits - (sheet.rollNumber?.length ?? 0);
    const bubble = template.rollNumber.bubbles.find((b) => b.digit === column + offset && b.value === Number(digit))!;
    fillDisc(image, bubble, template.rollNumber.bubbleRadius * 0.85, 40);
  });
  return { image, template };
}

/** A small deterministic generator, so a failing photo can be made again. */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

function boxBlur(image: GreyImage, radius: number): GreyImage {
  const { width, height } = image;
  const pass = (from: Uint8ClampedArray, horizontal: boolean) => {
    const to = new Uint8ClampedArray(from.length);
    const [outer, inner] = horizontal ? [height, width] : [width, height];
    const at = (o: number, i: number) => (horizontal ? o * width + i : i * width + o);
    for (let o = 0; o < outer; o++) {
      let sum = 0;
      for (let i = -radius; i <= radius; i++) sum += from[at(o, Math.min(inner - 1, Math.max(0, i)))]!;
      for (let i = 0; i < inner; i++) {
        to[at(o, i)] = sum / (2 * radius + 1);
        sum += from[at(o, Math.min(inner - 1, i + radius + 1))]! - from[at(o, Math.max(0, i - radius))]!;
      }
    }
    return to;
  };
  let data = image.data;
  for (let k = 0; k < 2; k++) data = pass(pass(data, true), false);
  return { width, height, data };
}

/** The page as a phone would photograph it on a darker table. */
export function photograph(page: GreyImage, camera: Camera = {}): GreyImage {
  const {
    rotate = 0,
    keystone = 0,
    fill = 0.9,
    width = 1200,
    height = 1600,
    blur = 0,
    noise = 0,
    shade = 1,
    seed = 7,
  } = camera;
  const pageW = page.width / SCALE;
  const pageH = page.height / SCALE;
  const h = fill * height;
  const w = (h * pageW) / pageH;
  const angle = (rotate * Math.PI) / 180;
  const turn = (p: Point): Point => ({
    x: width / 2 + p.x * Math.cos(angle) - p.y * Math.sin(angle),
    y: height / 2 + p.x * Math.sin(angle) + p.y * Math.cos(angle),
  });
  const top = (w * (1 - keystone)) / 2;
  const corners = [
    turn({ x: -top, y: -h / 2 }),
    turn({ x: top, y: -h / 2 }),
    turn({ x: w / 2, y: h / 2 }),
    turn({ x: -w / 2, y: h / 2 }),
  ];
  const pageCorners = [
    { x: 0, y: 0 },
    { x: page.width, y: 0 },
    { x: page.width, y: page.height },
    { x: 0, y: page.height },
  ];
  const toPage = homographyFromPoints(corners, pageCorners);
  const next = random(seed);
  const data = new Uint8ClampedArray(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = applyHomography(toPage, { x: x + 0.5, y: y + 0.5 });
      const inside = p.x >= 1 && p.y >= 1 && p.x < page.width - 1 && p.y < page.height - 1;
      const light = 1 - (1 - shade) * (x / width);
      data[y * width + x] =
        (inside ? sampleGrey(page, p.x, p.y) : 95 + 20 * Math.sin(x / 37) * Math.cos(y / 53)) * light;
    }
  }
  let photo: GreyImage = { width, height, data };
  if (blur > 0) photo = boxBlur(photo, blur);
  if (noise > 0)
    for (let i = 0; i < photo.data.length; i++)
      (photo.data as Uint8ClampedArray)[i] = photo.data[i]! + (next() - 0.5) * 2 * noise;
  return photo;
}

/** PNG bytes of a grey image, for the browser journey's file input. */
export function encodePng(image: GreyImage): Buffer {
  const png = new PNG({ width: image.width, height: image.height });
  rgbaFromGrey(image, png.data);
  return PNG.sync.write(png);
}

/** A PDF whose pages are the given pictures (PNG or JPEG), each page the picture's size in points. */
export async function picturesPdf(
  pictures: readonly { bytes: Buffer; width: number; height: number }[],
): Promise<Buffer> {
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({ autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  for (const { bytes, width, height } of pictures) {
    doc.addPage({ size: [width, height], margin: 0 });
    doc.image(bytes, 0, 0, { width, height });
  }
  doc.end();
  return done;
}

/**
 * JPEG bytes of a grey image, as a phone would save it: Node has no JPEG encoder, so the picture
 * goes into a one-page PDF that poppler renders back as a JPEG of the same pixels.
 */
export async function encodeJpeg(image: GreyImage, quality = 80): Promise<Buffer> {
  const dir = mkdtempSync(join(tmpdir(), "bahi-omr-"));
  try {
    writeFileSync(
      join(dir, "photo.pdf"),
      await picturesPdf([{ bytes: encodePng(image), width: image.width, height: image.height }]),
    );
    execFileSync("/usr/bin/pdftoppm", [
      "-jpeg",
      "-jpegopt",
      `quality=${quality}`,
      "-r",
      "72",
      "-singlefile",
      join(dir, "photo.pdf"),
      join(dir, "photo"),
    ]);
    return readFileSync(join(dir, "photo.jpg"));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
