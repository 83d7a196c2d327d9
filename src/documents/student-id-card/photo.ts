import { z } from "zod";

export type PhotoFormat = "jpeg" | "png";

/** A photo pdfkit can embed: the file's bytes and what they are. */
export interface CardPhoto {
  readonly format: PhotoFormat;
  readonly bytes: Uint8Array;
}

const DATA_URL = /^data:image\/[a-z+.-]+;base64,([A-Za-z0-9+/=\s]+)$/i;
/** Beyond this a "photo" is not a cropped 300 px portrait but something the browser failed to shrink. */
export const MAX_PHOTO_BYTES = 2_000_000;

/** JPEG and PNG are what pdfkit embeds; the magic bytes, not the name, say which a file is. */
export function photoFormat(bytes: Uint8Array): PhotoFormat | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((byte, index) => bytes[index] === byte)) return "png";
  return undefined;
}

function base64Bytes(base64: string): Uint8Array {
  const binary = atob(base64.replace(/\s+/g, ""));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** The photo as bytes, or as the `data:image/…;base64,` URL the browser's crop produces. */
export const photoSchema = z
  .union([
    z.custom<Uint8Array>((value) => value instanceof Uint8Array, "Not image bytes"),
    z.string().regex(DATA_URL, "Not an image data URL"),
  ])
  .transform((value, context): CardPhoto => {
    const bytes = typeof value === "string" ? base64Bytes(DATA_URL.exec(value)![1]!) : value;
    const format = photoFormat(bytes);
    if (!format) context.addIssue({ code: "custom", message: "The photo must be a JPEG or PNG image." });
    if (bytes.byteLength > MAX_PHOTO_BYTES) context.addIssue({ code: "custom", message: "The photo is too large." });
    return { format: format ?? "jpeg", bytes };
  });
