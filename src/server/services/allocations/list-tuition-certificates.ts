import { and, eq, sql } from "drizzle-orm";
import type { TuitionCertificate, TuitionCertificates } from "../../../shared/api/tuition-certificate";
import { paiseToRupees } from "../../../shared/money";
import type { Database } from "../../db/database";
import { school } from "../../db/schema";
import { selectRows } from "../../db/select-rows";
import { requireOwnLedger } from "../ledgers/require-own-ledger";
import { requireOwnStudent } from "../students/require-own-student";

export type CertificateScope = { studentId: string } | { ledgerId: string };

interface Row extends Record<string, unknown> {
  student_id: string;
  serial: number;
  name: string;
  father_name: string;
  roll_number: string;
  ledger_name: string;
  class_name: string;
  head_name: string;
  head_name_hi: string;
  paise: string;
}

/**
 * Section 80C counts tuition only: for each student, the money received in the financial year
 * (April–March, by the payment's date; cancelled receipts left out) that settled charges of a
 * tuition head, as the allocation rows say. One student, or every student of a ledger with any.
 */
export async function listTuitionCertificates(
  db: Database,
  schoolId: string,
  scope: CertificateScope,
  year: string,
): Promise<TuitionCertificates> {
  if ("studentId" in scope) await requireOwnStudent(db, schoolId, scope.studentId);
  else await requireOwnLedger(db, schoolId, scope.ledgerId);
  const first = Number(year.slice(0, 4));
  const from = `${first}-04-01`;
  const to = `${first + 1}-03-31`;
  const [[owner], rows] = await Promise.all([
    db
      .select({
        name: school.name,
        address: school.address,
        contactNumber: school.contactNumber,
        directorName: school.directorName,
      })
      .from(school)
      .where(and(eq(school.id, schoolId))),
    selectRows<Row>(
      db,
      sql`select s.id as student_id, s.serial, s.name, s.father_name, s.roll_number,
          l.name as ledger_name, l.class_name, h.name as head_name, h.name_hi as head_name_hi,
          sum(a.amount_paise)::text as paise
        from payment_allocation a
        join fee_transaction p on p.school_id = a.school_id and p.id = a.payment_id
        join fee_transaction c on c.school_id = a.school_id and c.id = a.charge_id
        join fee_head h on h.school_id = c.school_id and h.id = c.fee_head_id and h.tuition
        join student s on s.school_id = p.school_id and s.id = p.student_id
        join ledger l on l.school_id = s.school_id and l.id = s.ledger_id
        where a.school_id = ${schoolId} and p.cancelled_at is null
          and p.transaction_date between ${from} and ${to}
          and ${"studentId" in scope ? sql`s.id = ${scope.studentId}` : sql`s.ledger_id = ${scope.ledgerId}`}
        group by s.id, s.serial, s.name, s.father_name, s.roll_number, l.name, l.class_name, h.id, h.name, h.name_hi
        order by s.serial, h.name`,
    ),
  ]);
  const byStudent = new Map<string, TuitionCertificate & { totalPaise: bigint }>();
  for (const row of rows) {
    let certificate = byStudent.get(row.student_id);
    if (!certificate) {
      certificate = {
        certificateNo: `80C/${year}/${row.serial}`,
        studentId: row.student_id,
        studentName: row.name,
        fatherName: row.father_name,
        rollNumber: row.roll_number,
        ledgerName: row.ledger_name,
        className: row.class_name,
        heads: [],
        total: 0,
        totalPaise: 0n,
      };
      byStudent.set(row.student_id, certificate);
    }
    certificate.heads.push({
      feeHeadName: row.head_name,
      feeHeadNameHi: row.head_name_hi,
      amount: paiseToRupees(BigInt(row.paise)),
    });
    certificate.totalPaise += BigInt(row.paise);
  }
  return {
    year,
    school: owner!,
    certificates: [...byStudent.values()].map(({ totalPaise, ...certificate }) => ({
      ...certificate,
      total: paiseToRupees(totalPaise),
    })),
  };
}
