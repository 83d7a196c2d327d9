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
  /** A tick (✓) drawn with a stroke this many points wide instead of a filled disc; a hair-thin one is ~0.5. */
  readonly tick?: number;
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
  /** Per question, options filled and then rubbed out badly: a grey smudge is left (drawn under the answers). */
  readonly erased?: Readonly<Record<number, readonly OmrOption[]>>;
  /** The smudge an erasure leaves (default grey 190, covering the whole bubble). */
  readonly erasure?: Mark;
}

/** A shadow over the photo beyond a straight edge, in photo coordinates. */
export interface Shadow {
  /** Brightness in the shadow as a share of the lit side's. */
  readonly depth: number;
  /** The edge's direction in degrees (0: horizontal) and a point it passes through, as shares of the photo's size. */
  readonly angle: number;
  readonly through: Point;
  /** The half-shadow's width in photo pixels. */
  readonly softness: number;
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
  /** The sheet bows: its middle sags down by this share of the page height (negative: bulges up), corners flat. */
  readonly bow?: number;
  /** The sheet's bottom edge curls up towards the camera: its last third looks shorter by this share of the page height, and wider. */
  readonly curl?: number;
  /** A fold crease across the page at this share of its height from the top, tilted `angle` degrees. */
  readonly fold?: { readonly at: number; readonly angle?: number };
  readonly shadow?: Shadow;
  /** A second sheet lying beside the first (to its right), both whole in the photo. */
  readonly beside?: GreyImage;
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

/** Darkens the pixels within `width / 2` points of the segment a–b (points), antialiased like a pen line. */
function drawStroke(image: GreyImage, a: Point, b: Point, width: number, grey: number): void {
  const data = image.data as Uint8ClampedArray;
  const [ax, ay, bx, by, half] = [a.x * SCALE, a.y * SCALE, b.x * SCALE, b.y * SCALE, (width / 2) * SCALE];
  const [dx, dy] = [bx - ax, by - ay];
  const length2 = dx * dx + dy * dy;
  for (let y = Math.floor(Math.min(ay, by) - half - 1); y <= Math.ceil(Math.max(ay, by) + half + 1); y++) {
    for (let x = Math.floor(Math.min(ax, bx) - half - 1); x <= Math.ceil(Math.max(ax, bx) + half + 1); x++) {
      const [px, py] = [x + 0.5, y + 0.5];
      const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length2));
      const cover = Math.min(1, Math.max(0, half - Math.hypot(px - ax - t * dx, py - ay - t * dy) + 0.5));
      if (cover > 0)
        data[y * image.width + x] = Math.min(data[y * image.width + x]!, Math.round(255 - (255 - grey) * cover));
    }
  }
}

/** A tick (✓) across a bubble, as students make them: a short stroke down, a long one up past the ring. */
function drawTick(image: GreyImage, centre: Point, radius: number, width: number, grey: number): void {
  const at = (x: number, y: number) => ({ x: centre.x + x * radius, y: centre.y + y * radius });
  drawStroke(image, at(-0.6, -0.05), at(-0.15, 0.55), width, grey);
  drawStroke(image, at(-0.15, 0.55), at(0.75, -0.75), width, grey);
}

function drawMark(image: GreyImage, centre: Point, radius: number, mark: Required<Omit<Mark, "tick">> & Mark): void {
  if (mark.tick) drawTick(image, centre, radius, mark.tick, mark.grey);
  else fillDisc(image, centre, radius * mark.cover, mark.grey);
}

/** The rendered page with the sheet's answers and roll number filled in. */
export async function fillSheet(sheet: FilledSheet): Promise<{ image: GreyImage; template: OmrTemplate }> {
  const template = omrSheetTemplate({ questionCount: sheet.questionCount });
  const pageIndex = (sheet.page ?? 1) - 1;
  const source = (await renderedSheet(sheet.questionCount))[pageIndex]!;
  const image: GreyImage = { ...source, data: new Uint8ClampedArray(source.data) };
  const layout = template.pages[pageIndex]!;
  const bubbleOf = (number: string, option: OmrOption) => {
    const question = layout.questions.find((q) => q.number === Number(number));
    if (!question) throw new Error(`Question ${number} is not on page ${pageIndex + 1}`);
    return question.bubbles.find((b) => b.option === option)!;
  };
  for (const [number, options] of Object.entries(sheet.erased ?? {}))
    for (const option of options)
      drawMark(image, bubbleOf(number, option), template.bubbleRadius, { grey: 190, cover: 1, ...sheet.erasure });
  for (const [number, options] of Object.entries(sheet.answers)) {
    const mark = { grey: 40, cover: 0.85, ...sheet.mark, ...sheet.marks?.[Number(number)] };
    for (const option of options) drawMark(image, bubbleOf(number, option), template.bubbleRadius, mark);
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

/** The page as it lies: where each point of the photographed sheet comes from on the flat page, and how lit it is. */
function lieOnDesk(page: GreyImage, camera: Camera): (x: number, y: number) => { x: number; y: number; light: number } {
  const { bow = 0, curl = 0, fold } = camera;
  const [w, h] = [page.width, page.height];
  const curlFrom = 2 / 3;
  const crease = fold ? { at: fold.at * h, angle: ((fold.angle ?? 0) * Math.PI) / 180 } : undefined;
  return (x, y) => {
    let [sx, sy, light] = [x, y, 1];
    if (bow) sy -= bow * h * Math.sin((Math.PI * x) / w) * Math.sin((Math.PI * y) / h);
    if (curl) {
      const t = Math.max(0, (y / h - curlFrom) / (1 - curl - curlFrom));
      sy += curl * h * t * t;
      sx = w / 2 + (x - w / 2) / (1 + 0.5 * curl * t * t);
    }
    if (crease) {
      // Distance from the crease (page pixels), positive below it; the ridge pulls the paper towards it.
      const [cos, sin] = [Math.cos(crease.angle), Math.sin(crease.angle)];
      const d = (y - crease.at) * cos - (x - w / 2) * sin;
      const pull = 0.012 * h * Math.max(0, 1 - Math.abs(d) / (0.5 * h));
      sx -= pull * -sin;
      sy -= pull * cos;
      const line = Math.exp(-((d / (0.6 * SCALE)) ** 2));
      light *= (1 - 0.3 * line) * (d > 0 ? 1 - 0.1 * Math.exp(-d / (60 * SCALE)) : 1);
    }
    return { x: sx, y: sy, light };
  };
}

/** The photo's brightness beyond a shadow's edge: 1 in the light, `depth` in the shadow, a smooth half-shadow between. */
function shadowAt(shadow: Shadow | undefined, width: number, height: number): (x: number, y: number) => number {
  if (!shadow) return () => 1;
  const angle = (shadow.angle * Math.PI) / 180;
  const [px, py] = [shadow.through.x * width, shadow.through.y * height];
  return (x, y) => {
    const d = (y - py) * Math.cos(angle) - (x - px) * Math.sin(angle);
    const t = Math.min(1, Math.max(0, 0.5 + d / (2 * Math.max(1, shadow.softness))));
    return 1 - (1 - shadow.depth) * t * t * (3 - 2 * t);
  };
}

/** Where each sheet lies in the photo: the map from photo pixels onto its page pixels, and how the page lies. */
function sheetPlacements(page: GreyImage, camera: Camera) {
  const { rotate = 0, keystone = 0, fill = 0.9, width = 1200, height = 1600, beside } = camera;
  const pageW = page.width / SCALE;
  const pageH = page.height / SCALE;
  const sheets = beside ? [page, beside] : [page];
  const gap = 0.05;
  let h = fill * height;
  let w = (h * pageW) / pageH;
  const across = w * (sheets.length + gap * (sheets.length - 1));
  // Two sheets side by side are both kept whole in the photo; one sheet may be cropped on purpose (`fill` > 1).
  if (beside && across > 0.96 * width) [w, h] = [(w * 0.96 * width) / across, (h * 0.96 * width) / across];
  const angle = (rotate * Math.PI) / 180;
  const turn = (p: Point): Point => ({
    x: width / 2 + p.x * Math.cos(angle) - p.y * Math.sin(angle),
    y: height / 2 + p.x * Math.sin(angle) + p.y * Math.cos(angle),
  });
  const top = (w * (1 - keystone)) / 2;
  return sheets.map((sheet, i) => {
    const dx = (i - (sheets.length - 1) / 2) * w * (1 + gap);
    const corners = [
      turn({ x: dx - top, y: -h / 2 }),
      turn({ x: dx + top, y: -h / 2 }),
      turn({ x: dx + w / 2, y: h / 2 }),
      turn({ x: dx - w / 2, y: h / 2 }),
    ];
    const pageCorners = [
      { x: 0, y: 0 },
      { x: sheet.width, y: 0 },
      { x: sheet.width, y: sheet.height },
      { x: 0, y: sheet.height },
    ];
    return {
      sheet,
      toPage: homographyFromPoints(corners, pageCorners),
      toPhoto: homographyFromPoints(pageCorners, corners),
      lie: lieOnDesk(sheet, camera),
    };
  });
}

/** Where a point of the (first) sheet, in template points, shows in `photograph(page, camera)`: the truth a reader's geometry is checked against. */
export function photoPointOf(page: GreyImage, camera: Camera, point: Point): Point {
  const { toPhoto, lie } = sheetPlacements(page, camera)[0]!;
  const source = { x: point.x * SCALE, y: point.y * SCALE };
  // The desk's bends map the photographed sheet onto the flat page; undo them by fixed-point steps.
  let apparent = source;
  for (let i = 0; i < 50; i++) {
    const p = lie(apparent.x, apparent.y);
    apparent = { x: apparent.x + source.x - p.x, y: apparent.y + source.y - p.y };
  }
  return applyHomography(toPhoto, apparent);
}

/** The page as a phone would photograph it on a darker table (with `beside`, two sheets side by side). */
export function photograph(page: GreyImage, camera: Camera = {}): GreyImage {
  const { width = 1200, height = 1600, blur = 0, noise = 0, shade = 1, seed = 7 } = camera;
  const placed = sheetPlacements(page, camera);
  const shadow = shadowAt(camera.shadow, width, height);
  const next = random(seed);
  const data = new Uint8ClampedArray(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let grey = 95 + 20 * Math.sin(x / 37) * Math.cos(y / 53);
      for (const { sheet, toPage, lie } of placed) {
        const apparent = applyHomography(toPage, { x: x + 0.5, y: y + 0.5 });
        if (apparent.x < 0 || apparent.y < 0 || apparent.x >= sheet.width || apparent.y >= sheet.height) continue;
        const p = lie(apparent.x, apparent.y);
        if (p.x >= 1 && p.y >= 1 && p.x < sheet.width - 1 && p.y < sheet.height - 1)
          grey = sampleGrey(sheet, p.x, p.y) * p.light;
      }
      data[y * width + x] = grey * (1 - (1 - shade) * (x / width)) * shadow(x, y);
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
