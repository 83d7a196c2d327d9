import { qrMatrix } from "./qr-matrix";
import { pdfNumber as n } from "./shaped-text";

const utf8 = new TextEncoder();

/** Two hex digits per byte value: a table look-up per 8 modules. */
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, "0"));

/**
 * A QR code drawn as a 1-bit image mask inline in the content stream: one sample per module, the
 * dark ones painted in the current colour (black), scaled to `size` points at (x, y) from the
 * page's top-left. An image mask is how PDF draws a bitmap in ink without a colour space, and a
 * renderer fills it like a shape (no colours to blend), so the modules stay sharp-edged.
 * Written as hex (`/F /AHx`) because the content stream is ASCII. A 45-module code is ~570 bytes
 * of operators this way; drawn as one `re` per dark run it was ~5,500, most of every page's content
 * and so most of what was compressed (issue 16).
 */
export function qrCodeOps(text: string, x: number, y: number, size: number): string {
  // Byte mode, level M and a fixed mask (every mask is valid, ISO 18004, and scanners read them all),
  // encoded by qrMatrix: the qrcode package's matrix for those options, without its per-code set-up.
  const { size: count, rows } = qrMatrix(utf8.encode(text));
  let hex = "";
  for (let i = 0; i < rows.length; i++) hex += HEX[rows[i]!];
  // Image space has its first row at the top of the unit square; the page is already flipped by
  // pdfkit (y grows downward), so the square is drawn with d = -size from the code's bottom edge.
  // /D [1 0] paints the 1 samples (dark modules); /I false asks for no smoothing between samples.
  return `q 0 g ${n(size)} 0 0 ${n(-size)} ${n(x)} ${n(y + size)} cm BI /W ${count} /H ${count} /IM true /D [1 0] /I false /F /AHx ID ${hex}> EI Q`;
}
