import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import { todayInIndia } from "../src/shared/rules/calendar-date";
import { postgresPoolConfig } from "../src/server/db/connect";
import { demandSlipsStatement } from "../src/server/services/demand-slips/list-demand-slips";
import { heading, median, percentile, report, timeCalls } from "./support/report";
import { startSeededServer } from "./support/seeded-server";

const STUDENTS = 2000;
const LEDGERS = 4;
const TRANSACTIONS_PER_STUDENT = 24;
const CALLS = 30;
/** The machine is shared and noisy: the two sides alternate in rounds, and medians are quoted. */
const ROUNDS = 2;

/**
 * Issue 4 / 16: whole-school slip data for 2,000 students × 24 transactions, through the API (session,
 * membership, school, the statement, the response read and parsed by the client) against the limit:
 * the API's own statement on a bare `pg` pool with the server's settings, its text read by the client.
 */
export async function benchSlipData() {
  heading(
    `Demand slip data for a whole school: ${STUDENTS} students × ${TRANSACTIONS_PER_STUDENT} transactions, PostgreSQL, ${CALLS} calls × ${ROUNDS} rounds`,
  );
  const running = await startSeededServer("bahi_bench_slips", {
    ledgers: LEDGERS,
    studentsPerLedger: STUDENTS / LEDGERS,
    transactionsPerStudent: TRANSACTIONS_PER_STUDENT,
  });
  const pool = new pg.Pool(postgresPoolConfig(running.databaseUrl));
  try {
    const url = `${running.server.url}/api/v1/student/school/transaction/${running.seeded.schoolId}`;
    const headers = { authorization: `Bearer ${running.token}` };
    let bytes = 0;
    const apiCall = async () => {
      const response = await fetch(url, { headers });
      const text = await response.text();
      const body = JSON.parse(text) as { data: unknown[] };
      if (response.status !== 200 || body.data.length !== STUDENTS)
        throw new Error(`unexpected answer ${response.status}`);
      bytes = text.length;
    };
    const school = { id: running.seeded.schoolId, slipDueDays: 10 };
    const { sql, params } = new PgDialect().sqlToQuery(
      demandSlipsStatement(school, { kind: "school" }, todayInIndia()),
    );
    const bareCall = async () => {
      const { rows } = await pool.query<{ slips: string }>(sql, params);
      if ((JSON.parse(rows[0]!.slips) as unknown[]).length !== STUDENTS) throw new Error("unexpected bare answer");
    };
    const api: number[] = [];
    const bare: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      api.push(...(await timeCalls(CALLS, apiCall)));
      bare.push(...(await timeCalls(CALLS, bareCall)));
    }
    report("API p50", `${median(api).toFixed(0)} ms`, "≤ 100 ms");
    report("API p99", `${percentile(api, 99).toFixed(0)} ms`);
    report("bare pg, the same statement, p50 (the limit)", `${median(bare).toFixed(0)} ms`);
    report("API / bare p50", (median(api) / median(bare)).toFixed(2));
    report("response size", `${(bytes / 1024 / 1024).toFixed(2)} MB`);
  } finally {
    await pool.end();
    await running.stop();
  }
}
