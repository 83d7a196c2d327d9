export type FileKind = "xlsx" | "xls" | "csv" | "other";

/**
 * Files picked by mistake whose first bytes are no control bytes, so the text test below would let
 * them through (others, such as gzip, ELF, HEIC or TIFF, carry control bytes within their first few).
 * `null` matches any byte.
 */
const OTHER_SIGNATURES: readonly (readonly (number | null)[])[] = [
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF8
  [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50], // RIFF....WEBP
  [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
];

/**
 * What an uploaded file is, told by its bytes, not its name: an .xlsx is a zip; an old .xls has the
 * OLE header; a CSV is text, in UTF-8 or a Windows code page (any byte from 0x80 up), with no control
 * byte but tab, CR and LF.
 */
export function detectFileKind(bytes: Uint8Array): FileKind {
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return "xlsx";
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0])) return "xls";
  if (OTHER_SIGNATURES.some((signature) => startsWith(bytes, signature))) return "other";
  return bytes.some(isControlByte) ? "other" : "csv";
}

function startsWith(bytes: Uint8Array, signature: readonly (number | null)[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, i) => byte === null || bytes[i] === byte);
}

/** C0 controls and DEL; tab, LF and CR are a CSV's own. */
function isControlByte(byte: number): boolean {
  return byte < 0x20 ? byte !== 0x09 && byte !== 0x0a && byte !== 0x0d : byte === 0x7f;
}
