/// <reference lib="webworker" />
import { omrSheetTemplate, type OmrTemplate } from "@/documents/omr-sheet/omr-template";
import { errorMessage } from "../../../lib/error-message";
import { greyFromRgba, rgbaFromGrey, type GreyImage } from "../reader/grey-image";
import { pdfPageImages } from "../reader/pdf-page-images";
import { readSheet, type SheetReading } from "../reader/read-sheet";
import { shrinkImage, uprightSheet } from "../reader/upright-sheet";
import type { OmrReadRequest, OmrWorkerMessage, SheetResult } from "./omr-worker-protocol";

// Reading runs here, off the page's thread, and nothing leaves the device: the photos are decoded,
// measured and previewed in this worker and only the findings go back to the page.
declare const self: DedicatedWorkerGlobalScope;

/** A 12-megapixel photo is shrunk to this long side: bubbles stay ~7 px across, decoding and reading stay quick. */
const READ_SIDE = 1600;
/** Preview pixels per template point: sharp enough to check a mark on a phone. */
const PREVIEW_SCALE = 1.25;

const templates = new Map<number, OmrTemplate>();
function templateFor(questionCount: number): OmrTemplate {
  let template = templates.get(questionCount);
  if (!template) templates.set(questionCount, (template = omrSheetTemplate({ questionCount })));
  return template;
}

async function decode(blob: Blob): Promise<GreyImage> {
  const bitmap = await createImageBitmap(blob);
  const factor = Math.min(1, READ_SIDE / Math.max(bitmap.width, bitmap.height));
  const [width, height] = [
    Math.max(1, Math.round(bitmap.width * factor)),
    Math.max(1, Math.round(bitmap.height * factor)),
  ];
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext("2d", { willReadFrequently: true })!;
  context.imageSmoothingQuality = "medium";
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return greyFromRgba(context.getImageData(0, 0, width, height).data, width, height);
}

async function jpeg(image: GreyImage): Promise<Blob> {
  const canvas = new OffscreenCanvas(image.width, image.height);
  const pixels = new ImageData(image.width, image.height);
  rgbaFromGrey(image, pixels.data);
  canvas.getContext("2d")!.putImageData(pixels, 0, 0);
  return canvas.convertToBlob({ type: "image/jpeg", quality: 0.75 });
}

const unreadable = (page = 1): SheetReading => ({
  status: "unreadable",
  turns: 0,
  page,
  rollNumber: "",
  answers: [],
  bubbles: [],
});

async function readPicture(name: string, blob: Blob, template: OmrTemplate): Promise<SheetResult> {
  let photo: GreyImage;
  try {
    photo = await decode(blob);
  } catch {
    return { name, reading: unreadable(), preview: null, upright: false };
  }
  const reading = readSheet(photo, template);
  const upright = Boolean(reading.toPhoto);
  const preview = await jpeg(
    reading.toPhoto ? uprightSheet(photo, reading.toPhoto, template.page, PREVIEW_SCALE) : shrinkImage(photo, 900),
  );
  return { name, reading, preview, upright };
}

async function readFile({ file, questionCount }: OmrReadRequest): Promise<SheetResult[]> {
  const template = templateFor(questionCount);
  if (file.type === "application/pdf" || /\.pdf$/i.test(file.name)) {
    const pages = pdfPageImages(new Uint8Array(await file.arrayBuffer()));
    if (pages.length === 0) return [{ name: file.name, reading: unreadable(), preview: null, upright: false }];
    const results: SheetResult[] = [];
    for (const [index, page] of pages.entries()) {
      results.push(
        await readPicture(
          `${file.name} p. ${index + 1}`,
          new Blob([page as Uint8Array<ArrayBuffer>], { type: "image/jpeg" }),
          template,
        ),
      );
    }
    return results;
  }
  return [await readPicture(file.name, file, template)];
}

self.onmessage = async ({ data: request }: MessageEvent<OmrReadRequest>) => {
  try {
    self.postMessage({ type: "done", id: request.id, results: await readFile(request) } satisfies OmrWorkerMessage);
  } catch (error) {
    self.postMessage({ type: "error", id: request.id, message: errorMessage(error) } satisfies OmrWorkerMessage);
  }
};
