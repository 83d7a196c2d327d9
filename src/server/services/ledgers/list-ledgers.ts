import { asc, eq, getTableColumns, sql } from "drizzle-orm";
import type { Ledger } from "../../../shared/api/ledger";
import type { Database } from "../../db/database";
import { feeTransaction, ledger, student } from "../../db/schema";
import { toLedgerWire } from "./to-ledger-wire";

/** The school's ledgers, oldest first, each with what a delete would take with it. */
export async function listLedgers(db: Database, schoolId: string, onlyLedgerId?: string): Promise<Ledger[]> {
  const studentCounts = db
    .select({ ledgerId: student.ledgerId, students: sql<number>`count(*)::int`.as("students") })
    .from(student)
    .where(eq(student.schoolId, schoolId))
    .groupBy(student.ledgerId)
    .as("student_counts");
  const transactionCounts = db
    .select({ ledgerId: student.ledgerId, transactions: sql<number>`count(*)::int`.as("transactions") })
    .from(feeTransaction)
    .innerJoin(student, sql`${student.schoolId} = ${feeTransaction.schoolId} and ${student.id} = ${feeTransaction.studentId}`)
    .where(eq(feeTransaction.schoolId, schoolId))
    .groupBy(student.ledgerId)
    .as("transaction_counts");
  const rows = await db
    .select({
      ...getTableColumns(ledger),
      students: sql<number>`coalesce(${studentCounts.students}, 0)`,
      transactions: sql<number>`coalesce(${transactionCounts.transactions}, 0)`,
    })
    .from(ledger)
    .leftJoin(studentCounts, eq(studentCounts.ledgerId, ledger.id))
    .leftJoin(transactionCounts, eq(transactionCounts.ledgerId, ledger.id))
    .where(onlyLedgerId ? sql`${ledger.schoolId} = ${schoolId} and ${ledger.id} = ${onlyLedgerId}` : eq(ledger.schoolId, schoolId))
    .orderBy(asc(ledger.createdAt), asc(ledger.id));
  return rows.map(({ students, transactions, ...row }) =>
    toLedgerWire(row, { studentCount: Number(students), transactionCount: Number(transactions) }),
  );
}
