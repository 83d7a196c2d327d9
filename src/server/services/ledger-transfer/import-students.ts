import type { ImportIssue } from "../../../shared/api/ledger-transfer";
import { errorCodes } from "../../../shared/api/envelope";
import { todayInIndia } from "../../../shared/rules/calendar-date";
import { OPENING_BALANCE_TEXT } from "../../../shared/rules/carried-balance-texts";
import type { StudentSheetRow } from "../../../shared/rules/student-sheet";
import { rupeesToPaise } from "../../../shared/money";
import type { Database } from "../../db/database";
import type { Actor } from "../activity/actor";
import { recordActivity } from "../activity/record-activity";
import { ServiceError } from "../errors";
import type { LedgerRow } from "../ledgers/to-ledger-wire";
import { insertStudents } from "./insert-students";
import { activityText } from "../../../shared/rules/activity-texts";

/** A file with any bad row: 400 with every row's problems, and nothing written. */
export class ImportValidationError extends ServiceError {
  constructor(issues: ImportIssue[]) {
    const first = issues[0]!;
    super(
      400,
      errorCodes.VALIDATION,
      `${issues.length} problem(s) in the file, first in row ${first.row}: ${first.message}`,
      // `path` keeps the envelope's field-issue shape for generic clients; row and field are the contract.
      issues.map((issue) => ({ ...issue, path: `${issue.row}.${issue.field}` })),
    );
  }
}

/**
 * All of a sheet's students into one ledger in one transaction, or none: an opening balance becomes
 * a Dues "Opening balance" dated today (an advance, a Received). The caller has checked the ledger.
 * One activity entry names the import, not one per student.
 */
export async function importStudents(
  db: Database,
  schoolId: string,
  actor: Actor,
  ledger: LedgerRow,
  rows: readonly StudentSheetRow[],
): Promise<number> {
  const today = todayInIndia();
  await db.transaction(async (tx) => {
    await insertStudents(
      tx,
      schoolId,
      ledger.id,
      rows.map(({ openingBalance, ...fields }) => {
        const paise = rupeesToPaise(openingBalance);
        return {
          fields,
          opening:
            paise === 0n
              ? []
              : [
                  {
                    type: paise > 0n ? ("debit" as const) : ("credit" as const),
                    amountPaise: paise > 0n ? paise : -paise,
                    description: OPENING_BALANCE_TEXT,
                    transactionDate: today,
                  },
                ],
        };
      }),
    );
    await recordActivity(tx, schoolId, actor, {
      action: "create",
      entity: "student",
      entityId: ledger.id,
      text: activityText("studentsImported", { students: rows.length, ledger: ledger.name }),
    });
  });
  return rows.length;
}
