/** A student's stored photo: one JPEG, shrunk by the browser to at most this many bytes. */
export const MAX_STUDENT_PHOTO_BYTES = 50 * 1024;
export const STUDENT_PHOTO_TYPE = "image/jpeg";

/** Every JPEG starts with SOI (FF D8) and a marker (FF); the bytes, not the header, say what a file is. */
export function isJpeg(bytes: Uint8Array): boolean {
  return bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

/**
 * The photo's URL under /api/v1. The version is part of it, so a replaced photo is a new URL and the
 * browser's cached copy (kept for a day) is never shown in its place.
 */
export function studentPhotoPath(studentId: string, photoVersion: string): string {
  return `/student/${encodeURIComponent(studentId)}/photo?v=${encodeURIComponent(photoVersion)}`;
}
