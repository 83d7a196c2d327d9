/**
 * The codewords of a QR code at error correction level M holding bytes in byte mode (ISO/IEC 18004):
 * the smallest version that fits, the data codewords, and the Reed–Solomon error correction of each
 * block, interleaved in the order the symbol stores them. qr-matrix.ts places them.
 */

/** Error-correction codewords per block and number of blocks at level M, versions 1–40 (ISO 18004 table 9). */
const EC_PER_BLOCK = [10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28];
const BLOCKS = [1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49];

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

export function smallestVersion(length: number): number {
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
export function qrCodewords(bytes: Uint8Array, version: number): Uint8Array {
  const data = dataBytes(bytes, version);
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
