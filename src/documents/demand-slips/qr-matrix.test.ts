import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { qrMatrix as packedQr } from "./qr-matrix";

const utf8 = new TextEncoder();

/** What the slips drew before: the qrcode package's own matrix for the same options. */
function packageMatrix(bytes: Uint8Array) {
  const { modules } = QRCode.create([{ data: bytes, mode: "byte" }], { errorCorrectionLevel: "M", maskPattern: 2 });
  return { size: modules.size, data: Uint8Array.from(modules.data) };
}

/** One byte (0 or 1) per module, row after row, from the packed rows. */
function qrMatrix(bytes: Uint8Array) {
  const { size, rowBytes, rows } = packedQr(bytes);
  const data = new Uint8Array(size * size);
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++)
      data[row * size + col] = (rows[row * rowBytes + (col >>> 3)]! >>> (7 - (col & 7))) & 1;
  return { size, data };
}

/** Bytes from a fixed-seed generator, so a failure repeats. */
function pseudoRandomBytes(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length);
  let state = seed >>> 0 || 1;
  for (let i = 0; i < length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    out[i] = state & 0xff;
  }
  return out;
}

describe("qrMatrix", () => {
  it("draws a slip's UPI link module for module as the qrcode package does", () => {
    const link =
      "upi://pay?pa=svm.sitamarhi%40okaxis&pn=Saraswati%20Vidya%20Mandir&am=12850.50&cu=INR&tn=Fee%20251122-0001";
    expect(qrMatrix(utf8.encode(link))).toEqual(packageMatrix(utf8.encode(link)));
  });

  it("agrees at every length up to 400 bytes (versions 1–17, both character-count widths)", () => {
    for (let length = 1; length <= 400; length++) {
      const bytes = pseudoRandomBytes(length, length * 7919);
      const ours = qrMatrix(bytes);
      const theirs = packageMatrix(bytes);
      expect({ length, size: ours.size }).toEqual({ length, size: theirs.size });
      expect(Buffer.from(ours.data).equals(Buffer.from(theirs.data)), `length ${length}`).toBe(true);
    }
  });

  it("agrees at the largest versions, where blocks of two lengths are interleaved", () => {
    for (const length of [1000, 1500, 2000, 2331]) {
      const bytes = pseudoRandomBytes(length, length);
      const ours = qrMatrix(bytes);
      expect(ours.size).toBe(packageMatrix(bytes).size);
      expect(Buffer.from(ours.data).equals(Buffer.from(packageMatrix(bytes).data))).toBe(true);
    }
  });

  it("refuses data no version holds, as the package does", () => {
    expect(() => packedQr(new Uint8Array(2332))).toThrow(/too big/);
  });
});
