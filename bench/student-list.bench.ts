import pg from "pg";
import { heading, percentile, report } from "./support/report";
import { httpLoad } from "./support/http-load";
import { startSeededServer } from "./support/seeded-server";

const STUDENTS = 5000;
const CONNECTIONS = 50;
const DURATION_S = 10;
/** The server's own pool size (src/server/db/connect.ts), so the baseline gets no more connections. */
const POOL_SIZE = 20;
const DATABASE = "bahi_bench_students";

const pageColumns = `id, school_id, ledger_id, name, father_name, mother_name, date_of_birth, roll_number, roll_sort_key,
  phone_number, address, created_at, updated_at,
  (select count(*)::int from fee_transaction ft where ft.school_id = student.school_id and ft.student_id = student.id) as transaction_count`;

/** The two statements one page request needs: the page of rows and the total, run side by side. */
function bareQueries(search: string | undefined) {
  const filter = search ? " and (name ilike $3 or roll_number ilike $3)" : "";
  return {
    page: `select ${pageColumns} from student where school_id = $1 and ledger_id = $2${filter} order by roll_sort_key, name, id limit 100 offset 0`,
    count: `select count(*)::int as total from student where school_id = $1 and ledger_id = $2${filter}`,
  };
}

async function bareLoad(url: string, schoolId: string, ledgerId: string, search?: string) {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
  const { page, count } = bareQueries(search);
  const params = search ? [schoolId, ledgerId, `%${search}%`] : [schoolId, ledgerId];
  const latencies: number[] = [];
  const deadline = performance.now() + DURATION_S * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        await Promise.all([pool.query(page, params), pool.query(count, params)]);
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
