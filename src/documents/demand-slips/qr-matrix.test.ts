import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { qrMatrix } from "./qr-matrix";

/** The `qrcode` library's matrix with the options Bills.pdf prints with: the reference. */
function reference(bytes: Uint8Array) {
  const { modules } = QRCode.create([{ data: bytes, mode: "byte" }], { errorCorrectionLevel: "M", maskPattern: 2 });
  return { size: modules.size, data: Uint8Array.from(modules.data) };
}

/** Bytes 0–255 in a scrambled order, so every block and codeword value is exercised. */
const bytesOf = (length: number) => Uint8Array.from({ length }, (_, i) => (i * 167 + 13) & 0xff);

describe("qrMatrix", () => {
  it("matches the qrcode library module for module at the largest and smallest payload of every version 1–40", () => {
    const versionOf = (length: number) => (qrMatrix(bytesOf(length)).size - 17) / 4;
    const compare = (length: number) => expect(qrMatrix(bytesOf(length)), `${length} bytes`).toEqual(reference(bytesOf(length)));
    const versions: number[] = [];
    for (let first = 1; first <= 2331; ) {
      const version = versionOf(first);
      versions.push(version);
      // The largest payload this version holds, found with the fast encoder; the library must agree on it.
      let last = first;
      for (let step = 1024; step >= 1; step >>= 1) if (last + step <= 2331 && versionOf(last + step) === version) last += step;
      compare(first);
      compare(last);
      first = last + 1;
    }
    expect(versions).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it("encodes a UPI pay link as the library does", () => {
    const link = new TextEncoder().encode("upi://pay?pa=svm.sitamarhi%40okaxis&pn=Saraswati%20Vidya%20Mandir&am=1250.50&cu=INR&tn=Fee%20251122-0001");
    expect(qrMatrix(link)).toEqual(reference(link));
  });

  it("refuses more than a version 40 code holds", () => {
    expect(() => qrMatrix(bytesOf(2332))).toThrow(/too big/);
  });
});
