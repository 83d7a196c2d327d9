import { asc, eq, getTableColumns, sql } from "drizzle-orm";
import type { Ledger } from "../../../shared/api/ledger";
import type { Database } from "../../db/database";
import { ledger, student } from "../../db/schema";
import { toLedgerWire } from "./to-ledger-wire";

/** The school's ledgers, oldest first, each with what a delete would take with it. */
export async function listLedgers(db: Database, schoolId: string, onlyLedgerId?: string): Promise<Ledger[]> {
  // Both counters are kept by triggers (migration 0003); a ledger's transactions are its students' sum.
  const transactionCounts = db
    .select({ ledgerId: student.ledgerId, transactions: sql<number>`sum(${student.transactionCount})::int`.as("transactions") })
    .from(student)
    .where(eq(student.schoolId, schoolId))
    .groupBy(student.ledgerId)
    .as("transaction_counts");
  const rows = await db
    .select({ ...getTableColumns(ledger), transactions: sql<number>`coalesce(${transactionCounts.transactions}, 0)` })
    .from(ledger)
    .leftJoin(transactionCounts, eq(transactionCounts.ledgerId, ledger.id))
    .where(onlyLedgerId ? sql`${ledger.schoolId} = ${schoolId} and ${ledger.id} = ${onlyLedgerId}` : eq(ledger.schoolId, schoolId))
    .orderBy(asc(ledger.createdAt), asc(ledger.id));
  return rows.map(({ transactions, ...row }) => toLedgerWire(row, Number(transactions)));
}
