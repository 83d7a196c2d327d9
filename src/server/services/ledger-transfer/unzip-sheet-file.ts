import { inflateRawSync } from "node:zlib";
import {
  Unzip,
  unzipSync,
  type AsyncFlateStreamHandler,
  type UnzipDecoder,
  type UnzipDecoderConstructor,
} from "fflate";
import {
  MAX_COMPRESSION_RATIO,
  MAX_SHEET_CELLS,
  MAX_SHEET_ROWS,
  MAX_UNPACKED_BYTES,
  MAX_ZIP_ENTRIES,
} from "../../../shared/api/ledger-transfer";
import { ServiceError } from "../errors";
import { notASheet, tooLarge, tooManyCells, tooManyParts, tooManyRows, unpacksTooLarge } from "./sheet-errors";
import { createXmlTagCounter } from "./xml-tag-counter";

/** Below this a part's ratio is not judged: small parts of repeated text pack well and cost nothing. */
const RATIO_FLOOR_BYTES = 1024 * 1024;

/**
 * The parts of an .xlsx (name → bytes), unpacked under hard caps so that a zip bomb is refused before
 * its memory is spent: first the sizes its central directory declares, then, part by part, the bytes
 * actually inflated (zlib stops at what is left of the budget) and the elements and rows in them,
 * since a forged directory can declare anything.
 */
export function unzipSheetFile(bytes: Uint8Array): Map<string, Uint8Array> {
  checkDeclaredSizes(bytes);
  return inflateWithinCaps(bytes);
}

function checkDeclaredSizes(bytes: Uint8Array): void {
  const declared: { size: number; originalSize: number }[] = [];
  try {
    // With a filter that takes nothing, fflate only walks the central directory.
    unzipSync(bytes, { filter: ({ size, originalSize }) => (declared.push({ size, originalSize }), false) });
  } catch {
    throw notASheet();
  }
  if (declared.length > MAX_ZIP_ENTRIES) throw tooManyParts();
  if (declared.reduce((sum, part) => sum + part.originalSize, 0) > MAX_UNPACKED_BYTES) throw unpacksTooLarge();
  if (declared.some((p) => p.originalSize > RATIO_FLOOR_BYTES && p.originalSize > MAX_COMPRESSION_RATIO * p.size))
    throw tooLarge(
      `This file unpacks to over ${MAX_COMPRESSION_RATIO} times its size, which no saved spreadsheet does. Save it again from Excel and upload that.`,
    );
}

function inflateWithinCaps(bytes: Uint8Array): Map<string, Uint8Array> {
  const parts = new Map<string, Uint8Array>();
  let files = 0;
  let unpacked = 0;
  let elements = 0;
  let rows = 0;
  const unzip = new Unzip((file) => {
    if (++files > MAX_ZIP_ENTRIES) throw tooManyParts();
    // Every part is counted, whatever its name: exceljs matches worksheet names loosely.
    const tags = createXmlTagCounter();
    const chunks: Uint8Array[] = [];
    file.ondata = (error, chunk, final) => {
      if (error) throw notASheet();
      unpacked += chunk.length;
      if (unpacked > MAX_UNPACKED_BYTES) throw unpacksTooLarge();
      const found = tags.push(chunk);
      elements += found.elements;
      rows += found.rows;
      if (rows > MAX_SHEET_ROWS) throw tooManyRows();
      if (elements > MAX_SHEET_CELLS) throw tooManyCells();
      chunks.push(chunk);
      if (final) parts.set(file.name, chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks));
    };
    file.start();
  });
  unzip.register(zlibInflater(() => MAX_UNPACKED_BYTES - unpacked));
  try {
    unzip.push(bytes, true);
  } catch (error) {
    throw error instanceof ServiceError ? error : notASheet();
  }
  return parts;
}

/**
 * Deflated parts are inflated by Node's zlib, which stops by itself past `maxOutputLength`, the bytes
 * left of the budget. fflate's own inflater runs ~65 MB/s on a bomb's long matches (~0.4 s of blocked
 * server per refusal); zlib takes ~20 ms.
 */
function zlibInflater(budget: () => number): UnzipDecoderConstructor {
  return class ZlibInflate implements UnzipDecoder {
    static readonly compression = 8;
    ondata: AsyncFlateStreamHandler = () => {};
    private readonly packed: Uint8Array[] = [];

    push(chunk: Uint8Array, final: boolean): void {
      this.packed.push(chunk);
      if (!final) return;
      let unpacked: Buffer;
      try {
        unpacked = inflateRawSync(Buffer.concat(this.packed), { maxOutputLength: Math.max(1, budget()) });
      } catch (error) {
        throw (error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE" ? unpacksTooLarge() : notASheet();
      }
      // zlib never hands out a SharedArrayBuffer.
      this.ondata(null, new Uint8Array(unpacked.buffer as ArrayBuffer, unpacked.byteOffset, unpacked.byteLength), true);
    }
  };
}
