import { and, eq, sql } from "drizzle-orm";
import { connectDatabase } from "../src/server/db/connect";
import { feeHead, feeTransaction, student } from "../src/server/db/schema";
import { settleStudent } from "../src/server/services/allocations/settle-students";
import { startSeededServer } from "./support/seeded-server";
import { heading, median, percentile, report, reportAgainstGoal, reportMachineLoad, timeCalls } from "./support/report";

const YEARS = 5;
const CALLS = 200;
const GOAL_MS = 20;

/**
 * Part of `npm run bench -- fees`: GET /student/{id}/statement on the real server (PostgreSQL) for a
 * student with 5 years of monthly Tuition charges and a payment for each but the last six months,
 * in a school of 1,000 seeded students (so the tables are not tiny). p50 of 200 calls.
 */
export async function benchStatement() {
  heading(`Statement: GET /student/{id}/statement, ${YEARS} years of monthly charges, PostgreSQL, ${CALLS} calls`);
  const seeded = await startSeededServer(
    "bahi_bench_statement",
    { ledgers: 2, studentsPerLedger: 500, transactionsPerStudent: 24 },
    { FEE_PLAN_SCHEDULER: "off" },
  );
  try {
    const studentId = await giveFiveYears(seeded.databaseUrl, seeded.seeded.schoolId);
    const url = `${seeded.server.url}/api/v1/student/${studentId}/statement`;
    let charges = 0;
    const timings = await timeCalls(CALLS, async () => {
      const response = await fetch(url, { headers: { authorization: `Bearer ${seeded.token}` } });
      if (!response.ok) throw new Error(`statement answered ${response.status}`);
      charges = ((await response.json()) as { data: { charges: unknown[] } }).data.charges.length;
    });
    const p50 = median(timings);
    report("Charges on the statement", String(charges));
    reportAgainstGoal("Statement p50", p50, GOAL_MS, 1);
    report("Statement p95", `${percentile(timings, 95).toFixed(1)} ms`);
    reportMachineLoad();
  } finally {
    await seeded.stop();
  }
}

/** One seeded student's rows replaced by April 2021 – March 2026: a charge a month, paid but the last six. */
async function giveFiveYears(databaseUrl: string, schoolId: string): Promise<string> {
  const connection = await connectDatabase(databaseUrl, { migrate: false });
  try {
    const { db } = connection;
    const [one] = await db.select({ id: student.id }).from(student).where(eq(student.schoolId, schoolId)).limit(1);
    const [tuition] = await db
      .select({ id: feeHead.id })
      .from(feeHead)
      .where(and(eq(feeHead.schoolId, schoolId), eq(feeHead.code, "tuition")));
    await db
      .delete(feeTransaction)
      .where(and(eq(feeTransaction.schoolId, schoolId), eq(feeTransaction.studentId, one!.id)));
    const months = Array.from({ length: YEARS * 12 }, (_, i) => {
      const year = 2021 + Math.floor((i + 3) / 12);
      return `${year}-${String(((i + 3) % 12) + 1).padStart(2, "0")}`;
    });
    await db.insert(feeTransaction).values([
      ...months.map((month) => ({
        schoolId,
        studentId: one!.id,
        amountPaise: 150_000n,
        type: "debit" as const,
        feeHeadId: tuition!.id,
        period: month,
        transactionDate: `${month}-01`,
        dueDate: `${month}-10`,
      })),
      ...months.slice(0, -6).map((month, i) => ({
        schoolId,
        studentId: one!.id,
        amountPaise: 150_000n,
        type: "credit" as const,
        receiptNo: `B/${String(i + 1).padStart(4, "0")}`,
        transactionDate: `${month}-09`,
      })),
    ]);
    await db.transaction((tx) => settleStudent(tx, schoolId, one!.id));
    await db.execute(sql`vacuum analyze`);
    return one!.id;
  } finally {
    await connection.close();
  }
}
