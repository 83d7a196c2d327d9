/**
 * A QR code's modules (ISO/IEC 18004) for what Bills.pdf prints: byte mode, error correction level M,
 * mask pattern 2. It gives the same matrix as the `qrcode` library with those options (a test holds
 * the two together for every version), in about a tenth of the time: typed arrays and table look-ups
 * where the library builds general-purpose objects, and none of its mode or mask choosing.
 * Every mask is valid and scanners read them all; a fixed one skips scoring eight candidates.
 */

/** Error-correction codewords per block and number of blocks at level M, versions 1–40 (ISO 18004 table 9). */
const EC_PER_BLOCK = [10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28];
const BLOCKS = [1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49];
/** Level M is 00 in the format information; mask pattern 2 is 010. */
const FORMAT_DATA = (0b00 << 3) | 0b010;
const MASK = (row: number, col: number) => col % 3 === 0;

export interface QrMatrix {
  /** Modules per side. */
  readonly size: number;
  /** Row by row, 1 = dark. */
  readonly data: Uint8Array;
}

// GF(256) with the QR polynomial x^8 + x^4 + x^3 + x^2 + 1.
const EXP = new Uint8Array(512);
const LOG = new Uint8Array(256);
for (let i = 0, x = 1; i < 255; i++, x = x & 0x80 ? ((x << 1) ^ 0x11d) & 0xff : x << 1) {
  EXP[i] = x;
  LOG[x] = i;
}
for (let i = 255; i < 512; i++) EXP[i] = EXP[i - 255]!;

const generators = new Map<number, Uint8Array>();

/** The Reed–Solomon generator of `degree` as logarithms of its coefficients, highest power first, leading 1 dropped. */
function generatorLogs(degree: number): Uint8Array {
  let logs = generators.get(degree);
  if (!logs) {
    let g = [1];
    for (let i = 0; i < degree; i++) {
      const next = new Array<number>(g.length + 1).fill(0);
      for (let j = 0; j < g.length; j++) {
        next[j]! ^= g[j]!;
        if (g[j]) next[j + 1]! ^= EXP[LOG[g[j]!]! + i]!;
      }
      g = next;
    }
    // Every coefficient of a product of (x - α^i) is non-zero, so each has a logarithm.
    logs = Uint8Array.from(g.slice(1), (coefficient) => LOG[coefficient]!);
    generators.set(degree, logs);
  }
  return logs;
}

/** The remainder of data·x^degree divided by the generator: long division, one data byte at a time. */
function errorCorrection(data: Uint8Array, degree: number): Uint8Array {
  const gen = generatorLogs(degree);
  const rest = new Uint8Array(degree + 1); // one spare slot, so the shift needs no bounds check
  for (let i = 0; i < data.length; i++) {
    const factor = data[i]! ^ rest[0]!;
    if (factor) {
      const logFactor = LOG[factor]!;
      for (let j = 0; j < degree; j++) rest[j] = rest[j + 1]! ^ EXP[gen[j]! + logFactor]!;
    } else {
      for (let j = 0; j < degree; j++) rest[j] = rest[j + 1]!;
    }
  }
  return rest.subarray(0, degree);
}

/** Modules left for data and error correction once the function patterns are placed. */
function rawDataModules(version: number): number {
  let modules = (16 * version + 128) * version + 64;
  if (version >= 2) {
    const align = Math.floor(version / 7) + 2;
    modules -= (25 * align - 10) * align - 55;
    if (version >= 7) modules -= 36;
  }
  return modules;
}

const totalCodewords = (version: number) => Math.floor(rawDataModules(version) / 8);
const dataCodewords = (version: number) => totalCodewords(version) - EC_PER_BLOCK[version - 1]! * BLOCKS[version - 1]!;
/** Mode indicator and character count (8 bits up to version 9, then 16). */
const headerBits = (version: number) => 4 + (version < 10 ? 8 : 16);

function smallestVersion(length: number): number {
  for (let version = 1; version <= 40; version++) if (headerBits(version) + 8 * length <= dataCodewords(version) * 8) return version;
  throw new Error("The amount of data is too big to be stored in a QR Code");
}

/** Mode, count, bytes, terminator and pad codewords: the data codewords of `version`. */
function dataBytes(bytes: Uint8Array, version: number): Uint8Array {
  const out = new Uint8Array(dataCodewords(version));
  let bit = 0;
  const put = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--, bit++) if ((value >>> i) & 1) out[bit >>> 3]! |= 0x80 >>> (bit & 7);
  };
  put(0b0100, 4);
  put(bytes.length, version < 10 ? 8 : 16);
  for (const byte of bytes) put(byte, 8);
  // The terminator (up to four 0 bits) and the padding to a whole byte are the zeros already there.
  for (let i = Math.ceil((bit + Math.min(4, out.length * 8 - bit)) / 8), pad = 0xec; i < out.length; i++, pad ^= 0xec ^ 0x11) out[i] = pad;
  return out;
}

/** Data codewords split into blocks, each with its error correction, interleaved as the symbol stores them. */
function codewords(data: Uint8Array, version: number): Uint8Array {
  const blocks = BLOCKS[version - 1]!;
  const ecLength = EC_PER_BLOCK[version - 1]!;
  const total = totalCodewords(version);
  const shortBlocks = blocks - (total % blocks);
  const shortData = Math.floor(total / blocks) - ecLength;
  const dataParts: Uint8Array[] = [];
  const ecParts: Uint8Array[] = [];
  for (let b = 0, offset = 0; b < blocks; b++) {
    const part = data.subarray(offset, offset + shortData + (b < shortBlocks ? 0 : 1));
    offset += part.length;
    dataParts.push(part);
    ecParts.push(errorCorrection(part, ecLength));
  }
  const out = new Uint8Array(total);
  let k = 0;
  for (let i = 0; i <= shortData; i++) for (let b = 0; b < blocks; b++) if (i < dataParts[b]!.length) out[k++] = dataParts[b]![i]!;
  for (let i = 0; i < ecLength; i++) for (let b = 0; b < blocks; b++) out[k++] = ecParts[b]![i]!;
  return out;
}

function alignmentPositions(version: number, size: number): number[] {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const step = version === 32 ? 26 : Math.ceil((version * 4 + 4) / (count * 2 - 2)) * 2;
  const positions = [6];
  for (let pos = size - 7; positions.length < count; pos -= step) positions.splice(1, 0, pos);
  return positions;
}

/** `data` followed by its BCH check bits: the format (15 bits) and version (18 bits) information. */
function bch(data: number, poly: number, degree: number): number {
  let rest = data;
  for (let i = 0; i < degree; i++) rest = (rest << 1) ^ ((rest >>> (degree - 1)) * poly);
  return (data << degree) | (rest & ((1 << degree) - 1));
}

/** What every code of one version shares: its function patterns, and where its data bits go, masked. */
interface VersionLayout {
  readonly size: number;
  /** Function patterns drawn, data modules light. */
  readonly base: Uint8Array;
  /** Data module indices in placement order (the two-column zigzag from the bottom right). */
  readonly dataModules: Uint32Array;
  /** Per data module: 1 where mask pattern 2 inverts it. */
  readonly mask: Uint8Array;
}

const layouts = new Map<number, VersionLayout>();

function versionLayout(version: number): VersionLayout {
  let layout = layouts.get(version);
  if (!layout) {
    layout = buildLayout(version);
    layouts.set(version, layout);
  }
  return layout;
}

function buildLayout(version: number): VersionLayout {
  const size = version * 4 + 17;
  const base = new Uint8Array(size * size);
  const reserved = new Uint8Array(size * size); // function modules: never data, never masked
  const set = (row: number, col: number, dark: boolean | number) => {
    base[row * size + col] = dark ? 1 : 0;
    reserved[row * size + col] = 1;
  };
  // Timing patterns, then finders (with separators) and alignment patterns over them.
  for (let i = 0; i < size; i++) {
    set(6, i, i % 2 === 0);
    set(i, 6, i % 2 === 0);
  }
  for (const [top, left] of [[0, 0], [size - 7, 0], [0, size - 7]] as const) {
    for (let dy = -1; dy <= 7; dy++) {
      for (let dx = -1; dx <= 7; dx++) {
        const row = top + dy;
        const col = left + dx;
        if (row < 0 || row >= size || col < 0 || col >= size) continue;
        const ring = Math.max(Math.abs(dy - 3), Math.abs(dx - 3));
        set(row, col, ring !== 2 && ring !== 4);
      }
    }
  }
  const align = alignmentPositions(version, size);
  for (let i = 0; i < align.length; i++) {
    for (let j = 0; j < align.length; j++) {
      if ((i === 0 && j === 0) || (i === 0 && j === align.length - 1) || (i === align.length - 1 && j === 0)) continue;
      for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) set(align[i]! + dy, align[j]! + dx, Math.max(Math.abs(dy), Math.abs(dx)) !== 1);
    }
  }

  // Format information (both copies) and the dark module; version information from version 7.
  const format = bch(FORMAT_DATA, 0x537, 10) ^ 0x5412;
  const formatBit = (i: number) => (format >>> i) & 1;
  for (let i = 0; i <= 5; i++) set(i, 8, formatBit(i));
  set(7, 8, formatBit(6));
  set(8, 8, formatBit(7));
  set(8, 7, formatBit(8));
  for (let i = 9; i < 15; i++) set(8, 14 - i, formatBit(i));
  for (let i = 0; i < 8; i++) set(8, size - 1 - i, formatBit(i));
  for (let i = 8; i < 15; i++) set(size - 15 + i, 8, formatBit(i));
  set(size - 8, 8, 1);
  if (version >= 7) {
    const bits = bch(version, 0x1f25, 12);
    for (let i = 0; i < 18; i++) {
      const bit = (bits >>> i) & 1;
      const a = size - 11 + (i % 3);
      const b = Math.floor(i / 3);
      set(b, a, bit);
      set(a, b, bit);
    }
  }

  // Data modules in the two-column zigzag from the bottom right, skipping the vertical timing column.
  const order: number[] = [];
  const mask: number[] = [];
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    const upward = ((right + 1) & 2) === 0;
    for (let vert = 0; vert < size; vert++) {
      const row = upward ? size - 1 - vert : vert;
      for (let j = 0; j < 2; j++) {
        const col = right - j;
        if (reserved[row * size + col]) continue;
        order.push(row * size + col);
        mask.push(MASK(row, col) ? 1 : 0);
      }
    }
  }
  return { size, base, dataModules: Uint32Array.from(order), mask: Uint8Array.from(mask) };
}

export function qrMatrix(bytes: Uint8Array): QrMatrix {
  const version = smallestVersion(bytes.length);
  const { size, base, dataModules, mask } = versionLayout(version);
  const data = base.slice();
  const stream = codewords(dataBytes(bytes, version), version);
  const bitCount = stream.length * 8;
  // Remainder modules past the last codeword carry 0 bits, masked like the rest.
  for (let i = 0; i < dataModules.length; i++) {
    const bit = i < bitCount ? (stream[i >>> 3]! >>> (7 - (i & 7))) & 1 : 0;
    data[dataModules[i]!] = bit ^ mask[i]!;
  }
  return { size, data };
}
