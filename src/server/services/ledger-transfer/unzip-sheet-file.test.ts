import { unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { errorCodes } from "../../../shared/api/envelope";
import { xlsxFile, zipBombXlsx } from "../../test/sheet-files";
import { ServiceError } from "../errors";
import { unzipSheetFile } from "./unzip-sheet-file";

const MB = 1024 * 1024;
const bytesOf = async (file: Blob) => new Uint8Array(await file.arrayBuffer());

function refusal(bytes: Uint8Array): ServiceError {
  try {
    unzipSheetFile(bytes);
  } catch (error) {
    if (error instanceof ServiceError) return error;
    throw error;
  }
  throw new Error("the file was read");
}

describe("unzipSheetFile", () => {
  it("unpacks a workbook's parts exactly", async () => {
    const bytes = await bytesOf(
      await xlsxFile([
        ["Name", "Phone"],
        ["आरव शर्मा", 9876543210],
      ]),
    );
    expect(Object.fromEntries(unzipSheetFile(bytes))).toEqual(unzipSync(bytes));
  });

  it("refuses a sheet that declares more than 20 MB unpacked, before unpacking any of it", async () => {
    const bomb = await bytesOf(await zipBombXlsx({ filler: " ", unpackedBytes: 600 * MB }));
    expect(refusal(bomb)).toMatchObject({
      status: 413,
      code: errorCodes.PAYLOAD_TOO_LARGE,
      message: expect.stringContaining("unpacks to more than 20 MB"),
    });
    // Refused on its word alone: this one unpacks to 1 MB.
    const claims = await bytesOf(await zipBombXlsx({ filler: " ", unpackedBytes: MB, declaredBytes: 21 * MB }));
    expect(refusal(claims)).toMatchObject({ status: 413, message: expect.stringContaining("more than 20 MB") });
  });

  it("stops a sheet whose directory lies about its size once 20 MB are actually unpacked", async () => {
    const liar = await bytesOf(await zipBombXlsx({ filler: " ", unpackedBytes: 600 * MB, declaredBytes: 1000 }));
    expect(unzipSync(liar, { filter: () => false })).toEqual({});
    expect(refusal(liar)).toMatchObject({ status: 413, message: expect.stringContaining("more than 20 MB") });
  });

  it("refuses a part that declares over 100 times its packed size, though under 20 MB", async () => {
    const packedTight = await bytesOf(await zipBombXlsx({ filler: " ", unpackedBytes: 10 * MB }));
    expect(refusal(packedTight)).toMatchObject({ status: 413, message: expect.stringContaining("over 100 times") });
  });

  it("refuses more than 10,000 rows (400) or 250,000 elements (413), counted as they unpack", async () => {
    const rows = await zipBombXlsx({ filler: '<row r="2"/>', unpackedBytes: 200_000, declaredBytes: 1000 });
    expect(refusal(await bytesOf(rows))).toMatchObject({
      status: 400,
      code: errorCodes.VALIDATION,
      message: expect.stringContaining("more than 10,000 rows"),
    });
    const cells = await zipBombXlsx({ filler: '<c r="B1"/>', unpackedBytes: 3 * MB, declaredBytes: 1000 });
    expect(refusal(await bytesOf(cells))).toMatchObject({
      status: 413,
      message: expect.stringContaining("more than 2,50,000 cells"),
    });
  });

  it("refuses a zip of more than 1,000 parts, and answers 400 for a broken one", async () => {
    const parts = Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`xl/media/${i}.txt`, new Uint8Array(1)]));
    expect(refusal(zipSync(parts))).toMatchObject({ status: 413, message: expect.stringContaining("1,000 parts") });
    const whole = await bytesOf(await xlsxFile([["Name"]]));
    expect(refusal(whole.subarray(0, whole.length - 100))).toMatchObject({
      status: 400,
      message: expect.stringContaining("not a spreadsheet"),
    });
    const cut = whole.slice();
    cut.fill(0x20, 200, 400); // a deflated part's bytes broken, the directory intact
    expect(refusal(cut)).toMatchObject({ status: 400 });
  });
});
