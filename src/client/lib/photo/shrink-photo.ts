import { MAX_STUDENT_PHOTO_BYTES, STUDENT_PHOTO_TYPE } from "@/shared/api/student-photo";
import { squareCanvas } from "./square-canvas";

/** The card prints the photo as a 50 pt square; 300 px keeps it sharp at 6× that. */
export const STUDENT_PHOTO_PX = 300;
/** Tried in turn until the JPEG fits; a plain portrait fits at the first, a busy one a few steps down. */
export const JPEG_QUALITIES = [0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3] as const;
/** A phone photo is a few MB; anything far larger is not worth decoding in a phone's memory. */
export const MAX_SOURCE_BYTES = 25 * 1024 * 1024;

export class PhotoTooDetailedError extends Error {}

/**
 * The first encoding, from the best quality down, that is at most `maxBytes`. `encode` is the
 * canvas in the app and a fake in tests (jsdom has no canvas).
 */
export async function encodeWithinLimit(
  encode: (quality: number) => Promise<Blob | null>,
  maxBytes = MAX_STUDENT_PHOTO_BYTES,
  qualities: readonly number[] = JPEG_QUALITIES,
): Promise<Blob> {
  for (const quality of qualities) {
    const blob = await encode(quality);
    if (!blob) throw new Error("This browser cannot encode JPEG images.");
    if (blob.size <= maxBytes) return blob;
  }
  throw new PhotoTooDetailedError(`The photo stays above ${maxBytes} bytes even at the lowest quality.`);
}

/** A chosen picture as the stored student photo: a centred square, 300 px, a JPEG of at most 50 KB. */
export async function shrinkStudentPhoto(file: Blob): Promise<Blob> {
  if (file.size > MAX_SOURCE_BYTES) throw new PhotoTooDetailedError("The file is too large to open.");
  const canvas = await squareCanvas(file, STUDENT_PHOTO_PX);
  return encodeWithinLimit((quality) => new Promise((resolve) => canvas.toBlob(resolve, STUDENT_PHOTO_TYPE, quality)));
}
