import type { InferSelectModel } from "drizzle-orm";
import type { Ledger } from "../../../shared/api/ledger";
import type { ledger } from "../../db/schema";

export type LedgerRow = InferSelectModel<typeof ledger>;

export function toLedgerWire(row: LedgerRow, transactionCount: number): Ledger {
  return {
    _id: row.id,
    ledgerName: row.name,
    className: row.className,
    sessionYear: row.sessionYear,
    schoolOwnerId: row.schoolId,
    studentCount: row.studentCount,
    transactionCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
