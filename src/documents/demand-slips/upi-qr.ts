import QRCode from "qrcode";
import { pdfNumber as n } from "./shaped-text";

const utf8 = new TextEncoder();

/**
 * A QR code drawn as vector rectangles: each row's dark runs become one `re`, in a coordinate system
 * scaled to one unit per module so every operand is a small integer (short to write, short to store).
 */
export function qrCodeOps(text: string, x: number, y: number, size: number): string {
  // Byte mode and a fixed mask skip the library's segment optimiser and its eight-way mask scoring,
  // 90% of its time; every mask is valid (ISO 18004) and scanners read them all.
  const { modules } = QRCode.create([{ data: utf8.encode(text), mode: "byte" }], { errorCorrectionLevel: "M", maskPattern: 2 });
  const count = modules.size;
  const data = modules.data;
  const rects: string[] = [];
  for (let row = 0; row < count; row++) {
    const offset = row * count;
    let start = -1;
    for (let col = 0; col <= count; col++) {
      const dark = col < count && data[offset + col] === 1;
      if (dark && start < 0) start = col;
      else if (!dark && start >= 0) {
        rects.push(`${start} ${row} ${col - start} 1 re`);
        start = -1;
      }
    }
  }
  const moduleSize = size / count;
  return `q 0 g ${n(moduleSize)} 0 0 ${n(moduleSize)} ${n(x)} ${n(y)} cm ${rects.join(" ")} f Q`;
}
