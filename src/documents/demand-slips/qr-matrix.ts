import QRCode from "qrcode";

/** Blocks and error-correction codewords of level M, versions 1–40 (ISO 18004 table 9, as the qrcode package has them). */
const BLOCKS_M = [
  1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35,
  37, 38, 40, 43, 45, 47, 49,
];
const EC_CODEWORDS_M = [
  10, 16, 26, 36, 48, 64, 72, 88, 110, 130, 150, 176, 198, 216, 240, 280, 308, 338, 364, 416, 442, 476, 504, 560, 588,
  644, 700, 728, 784, 812, 868, 924, 980, 1036, 1064, 1120, 1204, 1260, 1316, 1372,
];
/** Mask pattern 2 (ISO 18004 table 10): dark where the column is a multiple of 3. */
const MASK_PATTERN = 2;

/** Everything about a version that does not depend on the data: function patterns, data path, capacity. */
interface VersionLayout {
  readonly version: number;
  readonly size: number;
  /** Bytes a packed row takes (8 modules a byte, the last one padded with light modules). */
  readonly rowBytes: number;
  /**
   * Finder, timing and alignment patterns, format (level M, mask 2) and version information, packed,
   * and the mask over the data modules: an empty code's modules, to which each dark data bit is XORed.
   */
  readonly fixed: Uint8Array;
  /** Each data module's byte in the packed rows, in placement order (the two-column zig-zag from the bottom right). */
  readonly pathByte: Uint32Array;
  /** Each data module's bit in that byte. */
  readonly pathBit: Uint8Array;
  readonly dataCodewords: number;
  readonly totalCodewords: number;
  readonly blocks: number;
  /** Bytes a byte-mode segment can hold at level M. */
  readonly capacity: number;
}

const layouts = new Map<number, VersionLayout>();

/**
 * A version's layout, taken once from the qrcode package itself (its `reservedBit` matrix marks the
 * function modules, already set for level M and mask 2), so the patterns are the library's own.
 */
function layoutOf(version: number): VersionLayout {
  let layout = layouts.get(version);
  if (layout) return layout;
  const size = 17 + 4 * version;
  const { modules } = QRCode.create([{ data: new Uint8Array(1), mode: "byte" }], {
    version,
    errorCorrectionLevel: "M",
    maskPattern: MASK_PATTERN,
  });
  const reserved = (modules as unknown as { reservedBit: Uint8Array }).reservedBit;
  const rowBytes = Math.ceil(size / 8);
  const byteOf = (index: number) => Math.floor(index / size) * rowBytes + ((index % size) >>> 3);
  const bitOf = (index: number) => 0x80 >>> ((index % size) & 7);
  const fixed = new Uint8Array(size * rowBytes);
  const path: number[] = [];
  for (let i = 0; i < size * size; i++) {
    // Data modules start light, so the mask alone decides them until a data bit flips one.
    const dark = reserved[i] ? modules.data[i] : (i % size) % 3 === 0;
    if (dark) fixed[byteOf(i)]! |= bitOf(i);
  }
  // The same walk as the package's setupData: column pairs right to left, skipping the timing column.
  let upward = true;
  for (let col = size - 1; col > 0; col -= 2) {
    if (col === 6) col--;
    for (let step = 0; step < size; step++) {
      const row = upward ? size - 1 - step : step;
      for (let c = 0; c < 2; c++) {
        const index = row * size + col - c;
        if (!reserved[index]) path.push(index);
      }
    }
    upward = !upward;
  }
  const totalCodewords = Math.floor(path.length / 8);
  const dataCodewords = totalCodewords - EC_CODEWORDS_M[version - 1]!;
  const countBits = version < 10 ? 8 : 16;
  layout = {
    version,
    size,
    rowBytes,
    fixed,
    pathByte: Uint32Array.from(path, byteOf),
    pathBit: Uint8Array.from(path, bitOf),
    dataCodewords,
    totalCodewords,
    blocks: BLOCKS_M[version - 1]!,
    capacity: Math.floor((dataCodewords * 8 - 4 - countBits) / 8),
  };
  layouts.set(version, layout);
  return layout;
}

// GF(256) with the QR polynomial x^8 + x^4 + x^3 + x^2 + 1, as log/antilog tables.
const EXP = new Uint8Array(512);
const LOG = new Uint8Array(256);
{
  let x = 1;
  for (let i = 0; i < 255; i++) {
    EXP[i] = x;
    LOG[x] = i;
    x <<= 1;
    if (x & 0x100) x ^= 0x11d;
  }
  for (let i = 255; i < 512; i++) EXP[i] = EXP[i - 255]!;
}

const generators = new Map<number, Uint8Array>();

/** The Reed–Solomon generator polynomial of `degree`, highest power first (leading 1 included). */
function generator(degree: number): Uint8Array {
  const known = generators.get(degree);
  if (known) return known;
  // The product of (x - α^i) for i < degree; in GF(256) minus is plus.
  let poly = new Uint8Array([1]);
  for (let i = 0; i < degree; i++) {
    const next = new Uint8Array(poly.length + 1);
    for (let j = 0; j < poly.length; j++) {
      const coefficient = poly[j]!;
      next[j]! ^= coefficient;
      if (coefficient) next[j + 1]! ^= EXP[LOG[coefficient]! + i]!;
    }
    poly = next;
  }
  generators.set(degree, poly);
  return poly;
}

const generatorLogCache = new Map<number, Int16Array>();

/** The generator's coefficients after the leading 1, as logarithms (-1 for a zero coefficient). */
function generatorLogs(degree: number): Int16Array {
  let logs = generatorLogCache.get(degree);
  if (!logs) {
    const poly = generator(degree);
    logs = Int16Array.from(poly.subarray(1), (coefficient) => (coefficient ? LOG[coefficient]! : -1));
    generatorLogCache.set(degree, logs);
  }
  return logs;
}

/** The remainder of data · x^degree divided by the generator: the block's error-correction codewords. */
function errorCorrection(data: Uint8Array, degree: number): Uint8Array {
  const poly = generatorLogs(degree);
  const remainder = new Uint8Array(degree + 1); // one spare cell, always 0, shifted in at the end
  for (let i = 0; i < data.length; i++) {
    const factor = data[i]! ^ remainder[0]!;
    if (factor === 0) {
      remainder.copyWithin(0, 1);
      continue;
    }
    const logFactor = LOG[factor]!;
    for (let j = 0; j < degree; j++) {
      const logCoefficient = poly[j]!;
      remainder[j] = remainder[j + 1]! ^ (logCoefficient < 0 ? 0 : EXP[logCoefficient + logFactor]!);
    }
  }
  return remainder.subarray(0, degree);
}

/** Data codewords: mode 0100, character count, the bytes, terminator, then 0xEC 0x11 padding. */
function dataCodewords(bytes: Uint8Array, layout: VersionLayout): Uint8Array {
  const out = new Uint8Array(layout.dataCodewords);
  const length = bytes.length;
  // Mode and count take 12 bits (16 from version 10 on, 20 bits): each byte then straddles two codewords.
  let index: number;
  if (layout.version < 10) {
    out[0] = 0x40 | (length >>> 4);
    index = 1;
  } else {
    out[0] = 0x40 | (length >>> 12);
    out[1] = (length >>> 4) & 0xff;
    index = 2;
  }
  let carry = (length & 0x0f) << 4;
  for (let i = 0; i < length; i++) {
    const byte = bytes[i]!;
    out[index++] = carry | (byte >>> 4);
    carry = (byte & 0x0f) << 4;
  }
  // The last half byte, then the terminator's zeros fill it to a byte boundary.
  if (index < out.length) out[index++] = carry;
  for (let pad = 0; index < out.length; index++, pad++) out[index] = pad % 2 ? 0x11 : 0xec;
  return out;
}

/** Data and error-correction codewords, split into blocks and interleaved (ISO 18004 7.6). */
function codewords(data: Uint8Array, layout: VersionLayout): Uint8Array {
  const { blocks, totalCodewords, dataCodewords: dataCount } = layout;
  const inGroup2 = totalCodewords % blocks;
  const inGroup1 = blocks - inGroup2;
  const shortData = Math.floor(dataCount / blocks);
  const ecCount = Math.floor(totalCodewords / blocks) - shortData;
  const out = new Uint8Array(totalCodewords);
  const eccs: Uint8Array[] = [];
  let offset = 0;
  for (let b = 0; b < blocks; b++) {
    const length = b < inGroup1 ? shortData : shortData + 1;
    const block = data.subarray(offset, offset + length);
    // Data codewords: the i-th of every block in turn (the longer blocks' last one after the others).
    for (let i = 0; i < length; i++) out[i * blocks + b - (i === shortData ? inGroup1 : 0)] = block[i]!;
    eccs.push(errorCorrection(block, ecCount));
    offset += length;
  }
  for (let i = 0; i < ecCount; i++) for (let b = 0; b < blocks; b++) out[dataCount + i * blocks + b] = eccs[b]![i]!;
  return out;
}

/** A QR code's modules as 1-bit rows: `rowBytes` bytes a row, most significant bit first, 1 = dark. */
export interface PackedQr {
  readonly size: number;
  readonly rowBytes: number;
  readonly rows: Uint8Array;
}

/**
 * The module matrix the qrcode package makes for `QRCode.create([{ data: bytes, mode: "byte" }],
 * { errorCorrectionLevel: "M", maskPattern: 2 })`, module for module (the tests compare the two),
 * at a fraction of its cost, and already packed the way a PDF image mask wants it: a slip run makes
 * 2,000 codes, and the package rebuilt every function pattern, the Reed–Solomon generator and a
 * polynomial copy per step for each (a fifth of a Hindi run).
 */
export function qrMatrix(bytes: Uint8Array): PackedQr {
  let version = 1;
  while (bytes.length > layoutOf(version).capacity) {
    if (++version > 40) throw new Error("The amount of data is too big to be stored in a QR Code");
  }
  const layout = layoutOf(version);
  const words = codewords(dataCodewords(bytes, layout), layout);
  const rows = layout.fixed.slice();
  const { pathByte, pathBit } = layout;
  // Only dark data bits change the masked empty code (the remainder bits past the codewords stay light).
  for (let w = 0; w < words.length; w++) {
    const word = words[w]!;
    if (word === 0) continue;
    for (let bit = 0, k = w * 8; bit < 8; bit++, k++) if ((word << bit) & 0x80) rows[pathByte[k]!]! ^= pathBit[k]!;
  }
  return { size: layout.size, rowBytes: layout.rowBytes, rows };
}
