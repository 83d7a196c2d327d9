import { heading, median, percentile, report, reportAgainstGoal, timeCalls } from "./support/report";
import { startSeededServer } from "./support/seeded-server";

const STUDENTS = 2000;
const LEDGERS = 4;
const TRANSACTIONS_PER_STUDENT = 24;
const CALLS = 30;
const GOAL_P50_MS = 150;

/** Issue 13: the Dues page's two aggregate calls for 2,000 students × 24 transactions on PostgreSQL. */
export async function benchDues() {
  heading(
    `Dues summary and defaulters: ${STUDENTS} students × ${TRANSACTIONS_PER_STUDENT} transactions, PostgreSQL, ${CALLS} calls each`,
  );
  const running = await startSeededServer("bahi_bench_dues", {
    ledgers: LEDGERS,
    studentsPerLedger: STUDENTS / LEDGERS,
    transactionsPerStudent: TRANSACTIONS_PER_STUDENT,
  });
  try {
    const headers = { authorization: `Bearer ${running.token}` };
    const call = async (path: string, check: (body: { data: unknown }) => boolean) => {
      const response = await fetch(`${running.server.url}/api/v1${path}`, { headers });
      const body = (await response.json()) as { data: unknown };
      if (response.status !== 200 || !check(body))
        throw new Error(`${path}: unexpected answer ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
    };
    const calls = [
      {
        name: "GET /dues/summary",
        path: "/dues/summary",
        check: (body: { data: unknown }) => (body.data as { ledgers: unknown[] }).ledgers.length === LEDGERS,
      },
      {
        name: "GET /dues/defaulters (page 1)",
        path: "/dues/defaulters?page=1",
        check: (body: { data: unknown }) => Array.isArray(body.data) && body.data.length > 0,
      },
    ];
    for (const { name, path, check } of calls) {
      const timings = await timeCalls(CALLS, () => call(path, check));
      const p50 = median(timings);
      reportAgainstGoal(`${name} p50`, p50, GOAL_P50_MS);
      report(`${name} p99`, `${percentile(timings, 99).toFixed(0)} ms`);
    }
  } finally {
    await running.stop();
  }
}
