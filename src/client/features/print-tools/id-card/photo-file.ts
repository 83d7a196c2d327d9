/** SPEC: the ID card takes a JPEG or PNG photo; 5 MB is more than any phone camera needs. */
export const PHOTO_TYPES = ["image/jpeg", "image/png"] as const;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

export type PhotoProblem = "photoType" | "photoSize";

/** Why a chosen file cannot be the photo, or null when it can (the message key names the problem). */
export function photoFileProblem(file: File): PhotoProblem | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return "photoType";
  if (file.size > MAX_PHOTO_BYTES) return "photoSize";
  return null;
}
