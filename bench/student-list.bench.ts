import { fillPlaceholders } from "drizzle-orm";
import pg from "pg";
import { connectDatabase } from "../src/server/db/connect";
import { studentPageStatements, studentPageValues } from "../src/server/services/students/list-students";
import { heading, percentile, report } from "./support/report";
import { httpLoad } from "./support/http-load";
import { startSeededServer } from "./support/seeded-server";

const STUDENTS = 5000;
const CONNECTIONS = 50;
const DURATION_S = 10;
/** The server's own pool size (src/server/db/connect.ts), so the baseline gets no more connections. */
const POOL_SIZE = 20;
const DATABASE = "bahi_bench_students";

/** The API's own prepared statement for that page, as text and values for a bare pool. */
async function bareQuery(databaseUrl: string, schoolId: string, ledgerId: string, search: string | undefined) {
  const connection = await connectDatabase(databaseUrl);
  const statements = studentPageStatements(connection.db);
  const { sql, params } = (search ? statements.searching : statements.plain).getQuery();
  await connection.close();
  const values = fillPlaceholders(params, studentPageValues(schoolId, ledgerId, { page: 1, limit: 100, search }));
  return { name: search ? "bare_page_search" : "bare_page", text: sql, values };
}

async function bareLoad(url: string, schoolId: string, ledgerId: string, search?: string) {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
  const query = await bareQuery(url, schoolId, ledgerId, search);
  const latencies: number[] = [];
  const deadline = performance.now() + DURATION_S * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        await pool.query(query);
        latencies.push(performance.now() - started);
      }
    }),
  );
  await pool.end();
  return { rps: latencies.length / DURATION_S, p99: percentile(latencies, 99) };
}


/** Issue 3: one ledger of 5,000 students, 50 connections for 10 s, API against the bare query. */
export async function benchStudentList() {
  heading(`Student list under load: ${STUDENTS} students, ${CONNECTIONS} connections, ${DURATION_S} s, PostgreSQL (issue 3)`);
  const running = await startSeededServer(DATABASE, { ledgers: 1, studentsPerLedger: STUDENTS, transactionsPerStudent: 2 });
  try {
    const ledgerId = running.seeded.ledgerIds[0]!;
    for (const search of [undefined, "sharma"]) {
      const label = search ? `search "${search}"` : "page 1";
      const path = `/api/v1/student/ledger/${ledgerId}?page=1&limit=100${search ? `&search=${search}` : ""}`;
      // As a signed-in browser calls it: with the session cookies, so the cached session is used.
      const api = await httpLoad(`${running.server.url}${path}`, { cookie: running.browserCookie }, CONNECTIONS, DURATION_S);
      const bare = await bareLoad(running.databaseUrl, running.seeded.schoolId, ledgerId, search);
      report(`${label}: API (load from ${api.tool})`, `${api.rps.toFixed(0)} req/s`);
      report(`${label}: API p99`, `${api.p99.toFixed(1)} ms`, "< 100 ms");
      report(`${label}: bare pg pool (the limit)`, `${bare.rps.toFixed(0)} req/s`);
      report(`${label}: bare pg pool p99`, `${bare.p99.toFixed(1)} ms`);
      report(`${label}: API / bare throughput`, (api.rps / bare.rps).toFixed(2), "≥ 0.5");
    }
  } finally {
    await running.stop();
  }
}
