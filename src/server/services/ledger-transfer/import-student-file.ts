import { MAX_IMPORT_BYTES, type ImportPreview } from "../../../shared/api/ledger-transfer";
import { errorCodes } from "../../../shared/api/envelope";
import type { Database } from "../../db/database";
import type { Actor } from "../activity/actor";
import { ServiceError } from "../errors";
import { requireOwnLedger } from "../ledgers/require-own-ledger";
import { checkStudentFile } from "./check-student-file";
import { ImportValidationError, importStudents } from "./import-students";
import { listRollNumbers } from "./list-roll-numbers";

export type ImportOutcome = { dryRun: true; preview: ImportPreview } | { dryRun: false; created: number };

/**
 * An uploaded student sheet into one of the school's ledgers: a dry run lists every row's problems
 * and writes nothing; a real run writes every row or, when any row is bad, none (400 with the issues).
 */
export async function importStudentFile(
  db: Database,
  schoolId: string,
  actor: Actor,
  ledgerId: string,
  file: Blob,
  dryRun: boolean,
): Promise<ImportOutcome> {
  const ledger = await requireOwnLedger(db, schoolId, ledgerId);
  if (file.size > MAX_IMPORT_BYTES) {
    throw new ServiceError(
      413,
      errorCodes.PAYLOAD_TOO_LARGE,
      "The file is larger than 5 MB. Split it into smaller files.",
    );
  }
  const checked = await checkStudentFile(
    new Uint8Array(await file.arrayBuffer()),
    await listRollNumbers(db, schoolId, ledger.id),
  );
  if (dryRun)
    return { dryRun, preview: { rows: checked.rows, valid: checked.students.length, issues: checked.issues } };
  if (checked.issues.length > 0) throw new ImportValidationError(checked.issues);
  if (checked.rows === 0)
    throw new ServiceError(400, errorCodes.VALIDATION, "The file has no students below its header row.");
  return { dryRun, created: await importStudents(db, schoolId, actor, ledger, checked.students) };
}
