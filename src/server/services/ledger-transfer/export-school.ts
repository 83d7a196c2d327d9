import { sql } from "drizzle-orm";
import { paiseToRupees } from "../../../shared/money";
import { describeText, ENGLISH_SYSTEM_TEXTS } from "../../../shared/rules/system-texts";
import type { Database } from "../../db/database";
import { selectRows } from "../../db/select-rows";
import { listLedgers } from "../ledgers/list-ledgers";
import { dayFirst, LEDGER_SHEET_HEADERS, ledgerSheetRow } from "./ledger-sheet";
import { listStudentBalances } from "./list-student-balances";
import { writeWorkbook } from "./write-workbook";

interface TransactionRow extends Record<string, unknown> {
  studentId: string;
  date: string;
  type: "debit" | "credit";
  amount: string;
  description: string;
  number: string | null;
  head: string | null;
  period: string | null;
  refund: boolean;
  cancelled: string | null;
}

/**
 * The whole school as one workbook — Ledgers, Students, Transactions — so a director can take all
 * their data away at any time. Ids link the sheets; the first columns name things for people.
 */
export async function exportSchool(db: Database, schoolId: string): Promise<Uint8Array> {
  // One snapshot for the three reads: a ledger or student added between two of them (a rollover, an
  // addition) would otherwise be named by a row yet missing from the map that names it.
  const { ledgers, students, transactions } = await db.transaction(
    async (tx) => ({
      ledgers: await listLedgers(tx, schoolId),
      students: await listStudentBalances(tx, schoolId),
      transactions: await selectRows<TransactionRow>(
        tx,
        sql`select t.student_id as "studentId", to_char(t.transaction_date, 'YYYY-MM-DD') as date, t.type,
            t.amount_paise::text as amount, t.description, coalesce(t.receipt_no, t.refund_no) as number,
            h.name as head, t.period, t.refund_no is not null as refund,
            case when t.cancelled_at is not null
              then to_char(t.cancelled_at at time zone 'Asia/Kolkata', 'DD-MM-YYYY') || ': ' || coalesce(t.cancel_reason, '')
            end as cancelled
          from fee_transaction t
          left join fee_head h on h.school_id = t.school_id and h.id = t.fee_head_id
          where t.school_id = ${schoolId} order by t.student_id, t.transaction_date, t.created_at, t.id`,
      ),
    }),
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  const ledgerById = new Map(ledgers.map((ledger) => [ledger._id, ledger]));
  const studentById = new Map(students.map((student) => [student.id, student]));
  return writeWorkbook([
    {
      name: "Ledgers",
      headers: ["Ledger", "Class", "Session", "Students", "Ledger ID"],
      rows: ledgers.map((ledger) => [
        ledger.ledgerName,
        ledger.className,
        ledger.sessionYear,
        ledger.studentCount,
        ledger._id,
      ]),
    },
    {
      name: "Students",
      headers: ["Ledger", "Session", ...LEDGER_SHEET_HEADERS, "Student ID", "Ledger ID"],
      rows: students.map((student) => {
        const ledger = ledgerById.get(student.ledgerId)!;
        return [ledger.ledgerName, ledger.sessionYear, ...ledgerSheetRow(student), student.id, student.ledgerId];
      }),
    },
    {
      name: "Transactions",
      // A cancelled receipt is listed, as the books keep it, and says so: it counts in no total.
      headers: [
        "Ledger",
        "Student",
        "Roll Number",
        "Date",
        "Type",
        "Amount",
        "Description",
        "Number",
        "Fee head",
        "Period",
        "Cancelled",
        "Student ID",
      ],
      rows: transactions.map((row) => {
        const student = studentById.get(row.studentId)!;
        return [
          ledgerById.get(student.ledgerId)!.ledgerName,
          student.name,
          student.rollNumber,
          dayFirst(row.date),
          row.refund ? "Refund" : row.type === "debit" ? "Dues" : "Received",
          paiseToRupees(BigInt(row.amount)),
          // The workbook is in English, like its headers: system texts are stored as codes.
          describeText(row.description, ENGLISH_SYSTEM_TEXTS),
          row.number ?? "",
          row.head ?? "",
          row.period ?? "",
          row.cancelled ?? "",
          row.studentId,
        ];
      }),
    },
  ]);
}
