import { MAX_IMPORT_BYTES } from "../../../shared/api/ledger-transfer";
import {
  MAX_STATEMENT_CREDITS,
  statementColumnsOverrideSchema,
  type BankStatementReview,
} from "../../../shared/api/bank-statement";
import { errorCodes } from "../../../shared/api/envelope";
import type { Database } from "../../db/database";
import { ServiceError } from "../errors";
import { readSheet } from "../ledger-transfer/read-sheet";
import { matchCredits } from "./match-credits";
import { readStatement } from "./read-statement";

/**
 * An uploaded statement (.xlsx or CSV, read within the student import's caps) as its credits, each
 * matched to a family where it can be. `columns` (JSON of header names) corrects the guessed columns.
 */
export async function reviewBankStatement(
  db: Database,
  schoolId: string,
  file: Blob,
  columnsJson: string | undefined,
): Promise<BankStatementReview> {
  if (file.size > MAX_IMPORT_BYTES)
    throw new ServiceError(
      413,
      errorCodes.PAYLOAD_TOO_LARGE,
      "The file is larger than 5 MB. Split it into smaller files.",
    );
  let override = {};
  if (columnsJson) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(columnsJson);
    } catch {
      parsed = undefined;
    }
    const checked = statementColumnsOverrideSchema.safeParse(parsed);
    if (!checked.success)
      throw new ServiceError(400, errorCodes.VALIDATION, "columns must name the statement's header cells", [
        { path: "columns", message: "Pick the columns from the statement's headers" },
      ]);
    override = checked.data;
  }
  const statement = readStatement(await readSheet(new Uint8Array(await file.arrayBuffer())), override);
  if (statement.credits.length > MAX_STATEMENT_CREDITS)
    throw new ServiceError(
      413,
      errorCodes.PAYLOAD_TOO_LARGE,
      `A statement of up to ${MAX_STATEMENT_CREDITS} credits at a time.`,
    );
  return {
    headers: statement.headers,
    columns: statement.columns,
    credits: await matchCredits(db, schoolId, statement.credits),
  };
}
