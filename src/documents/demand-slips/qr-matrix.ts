import { qrCodewords, smallestVersion } from "./qr-codewords";

/**
 * A QR code's modules (ISO/IEC 18004) for what Bills.pdf prints: byte mode, error correction level M,
 * mask pattern 2. It gives the same matrix as the `qrcode` library with those options (a test holds
 * the two together for every version) in a third to a half of the time: typed arrays, each version's
 * layout built once and table look-ups where the library builds general-purpose objects, and none of
 * its mode or mask choosing (decision 0032).
 * Every mask is valid and scanners read them all; a fixed one skips scoring eight candidates.
 */

/** Level M is 00 in the format information; mask pattern 2 is 010. */
const FORMAT_DATA = (0b00 << 3) | 0b010;
const MASK = (row: number, col: number) => col % 3 === 0;

export interface QrMatrix {
  /** Modules per side. */
  readonly size: number;
  /** Row by row, 1 = dark. */
  readonly data: Uint8Array;
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
  const stream = qrCodewords(bytes, version);
  const bitCount = stream.length * 8;
  // Remainder modules past the last codeword carry 0 bits, masked like the rest.
  for (let i = 0; i < dataModules.length; i++) {
    const bit = i < bitCount ? (stream[i >>> 3]! >>> (7 - (i & 7))) & 1 : 0;
    data[dataModules[i]!] = bit ^ mask[i]!;
  }
  return { size, data };
}
