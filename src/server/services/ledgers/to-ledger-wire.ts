import type { InferSelectModel } from "drizzle-orm";
import type { Ledger } from "../../../shared/api/ledger";
import type { ledger } from "../../db/schema";

export type LedgerRow = InferSelectModel<typeof ledger>;

/** A ledger's money in rupees and how many of its students owe; a ledger just made has none worth summing. */
export type LedgerMoney = Pick<Ledger, "outstanding" | "collected" | "owingCount">;

export function toLedgerWire(
  row: LedgerRow,
  transactionCount: number,
  money: LedgerMoney = { outstanding: 0, collected: 0, owingCount: 0 },
): Ledger {
  return {
    _id: row.id,
    ledgerName: row.name,
    className: row.className,
    sessionYear: row.sessionYear,
    schoolOwnerId: row.schoolId,
    studentCount: row.studentCount,
    transactionCount,
    ...money,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
