import { heading, median, percentile, report } from "./support/report";
import { startSeededServer } from "./support/seeded-server";

const STUDENTS = 2000;
const LEDGERS = 4;
const TRANSACTIONS_PER_STUDENT = 24;
const CALLS = 30;

/** Issue 4: whole-school slip data (one aggregate query) for 2,000 students × 24 transactions. */
export async function benchSlipData() {
  heading(`Demand slip data for a whole school: ${STUDENTS} students × ${TRANSACTIONS_PER_STUDENT} transactions, PostgreSQL, ${CALLS} calls`);
  const running = await startSeededServer("bahi_bench_slips", {
    ledgers: LEDGERS,
    studentsPerLedger: STUDENTS / LEDGERS,
    transactionsPerStudent: TRANSACTIONS_PER_STUDENT,
  });
  try {
    const url = `${running.server.url}/api/v1/student/school/transaction/${running.seeded.schoolId}`;
    const headers = { authorization: `Bearer ${running.token}` };
    const call = async () => {
      const started = performance.now();
      const response = await fetch(url, { headers });
      const body = (await response.json()) as { data: unknown[] };
      if (response.status !== 200 || body.data.length !== STUDENTS) throw new Error(`unexpected answer ${response.status}`);
      return { ms: performance.now() - started, bytes: JSON.stringify(body).length };
    };
    await call(); // warm-up: connections, plans, JIT
    const timings: number[] = [];
    let bytes = 0;
    for (let i = 0; i < CALLS; i++) {
      const result = await call();
      timings.push(result.ms);
      bytes = result.bytes;
    }
    report("p50", `${median(timings).toFixed(0)} ms`, "≤ 300 ms");
    report("p99", `${percentile(timings, 99).toFixed(0)} ms`);
    report("response size", `${(bytes / 1024 / 1024).toFixed(2)} MB`);
  } finally {
    await running.stop();
  }
}
