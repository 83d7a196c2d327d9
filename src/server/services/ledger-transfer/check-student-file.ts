import { MAX_IMPORT_ROWS } from "../../../shared/api/ledger-transfer";
import { errorCodes } from "../../../shared/api/envelope";
import { checkStudentSheet, type CheckedSheet } from "../../../shared/rules/student-sheet";
import { ServiceError } from "../errors";
import { readSheet } from "./read-sheet";

/**
 * Reads an uploaded sheet and checks every row with the student form's rules, and its roll numbers
 * against the ledger's (`takenRollNumbers`); writes nothing.
 */
export async function checkStudentFile(
  bytes: Uint8Array,
  takenRollNumbers: ReadonlySet<string>,
): Promise<CheckedSheet> {
  const checked = checkStudentSheet(await readSheet(bytes), takenRollNumbers);
  if (checked.rows > MAX_IMPORT_ROWS) {
    throw new ServiceError(
      400,
      errorCodes.VALIDATION,
      `A file can bring in at most ${MAX_IMPORT_ROWS.toLocaleString("en-IN")} students; this one has ${checked.rows.toLocaleString("en-IN")}. Split it into smaller files.`,
    );
  }
  return checked;
}
