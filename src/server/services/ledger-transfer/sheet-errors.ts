import { errorCodes } from "../../../shared/api/envelope";
import {
  MAX_IMPORT_ROWS,
  MAX_SHEET_CELLS,
  MAX_SHEET_ROWS,
  MAX_UNPACKED_BYTES,
  MAX_ZIP_ENTRIES,
} from "../../../shared/api/ledger-transfer";
import { ServiceError } from "../errors";

// How an upload that cannot be read is refused, in one place so every path answers alike.
const count = (n: number) => n.toLocaleString("en-IN");

/** 400: the bytes are no .xlsx or CSV at all, or a broken one. */
export function notASheet(
  message = "This file is not a spreadsheet. Upload an Excel (.xlsx) or CSV file.",
): ServiceError {
  return new ServiceError(400, errorCodes.VALIDATION, message);
}

/** 400, like a file of more than MAX_IMPORT_ROWS students: the sheet itself runs past MAX_SHEET_ROWS. */
export function tooManyRows(): ServiceError {
  return new ServiceError(
    400,
    errorCodes.VALIDATION,
    `A file can bring in at most ${count(MAX_IMPORT_ROWS)} students; this one has more than ${count(MAX_SHEET_ROWS)} rows. Split it into smaller files.`,
  );
}

/** 413: reading the file would cost more than any class list needs. */
export function tooLarge(message: string): ServiceError {
  return new ServiceError(413, errorCodes.PAYLOAD_TOO_LARGE, message);
}

export const tooManyCells = () =>
  tooLarge(
    `This spreadsheet holds more than ${count(MAX_SHEET_CELLS)} cells. Keep only the students' sheet and columns, or split it into smaller files.`,
  );

export const unpacksTooLarge = () =>
  tooLarge(
    `This spreadsheet unpacks to more than ${MAX_UNPACKED_BYTES / 1024 / 1024} MB. Keep only the students' sheet, or split it into smaller files.`,
  );

export const tooManyParts = () =>
  tooLarge(
    `This spreadsheet holds more than ${count(MAX_ZIP_ENTRIES)} parts (sheets, pictures, comments). Keep only the students' sheet and upload that.`,
  );
