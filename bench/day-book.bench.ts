import { sql } from "drizzle-orm";
import { connectDatabase } from "../src/server/db/connect";
import { startSeededServer } from "./support/seeded-server";
import { heading, median, percentile, report, reportAgainstGoal, reportMachineLoad, timeCalls } from "./support/report";

const RECEIPTS = 20_000;
const CANCELLATIONS = 300;
const REFUNDS = 200;
const CALLS = 40;
const GOAL_MS = 100;
/** A month after the seeded session (April 2025 – March 2026), so every entry in it is the bench's own. */
const FROM = "2026-04-01";
const TO = "2026-04-30";

/**
 * `npm run bench -- day-book` (issue 28): GET /day-book for a month on the real server (PostgreSQL),
 * in a school of 2,000 seeded students with a year of charges and payments, and in that month
 * 20,000 receipts by two people in every mode, each settling a Tuition charge, 300 of them
 * cancelled and 200 refunds: the first page of entries (200) with the whole month's totals
 * (decision 0050). p50 and p99 of 40 calls.
 */
export async function benchDayBook() {
  heading(
    `Day book: GET /day-book for a month of ${RECEIPTS.toLocaleString("en-IN")} receipts, ${CANCELLATIONS} cancellations, ${REFUNDS} refunds, PostgreSQL, ${CALLS} calls`,
  );
  const seeded = await startSeededServer(
    "bahi_bench_day_book",
    { ledgers: 4, studentsPerLedger: 500, transactionsPerStudent: 24 },
    { FEE_PLAN_SCHEDULER: "off" },
  );
  try {
    await addMonth(seeded.databaseUrl, seeded.seeded.schoolId, seeded.seeded.userId);
    const url = `${seeded.server.url}/api/v1/day-book?from=${FROM}&to=${TO}`;
    let book = { entries: 0, page: 0, net: 0, bytes: 0 };
    const timings = await timeCalls(CALLS, async () => {
      const response = await fetch(url, { headers: { authorization: `Bearer ${seeded.token}` } });
      if (!response.ok) throw new Error(`day book answered ${response.status}`);
      const text = await response.text();
      const { data } = JSON.parse(text) as { data: { entries: unknown[]; total: number; totals: { net: number } } };
      book = { entries: data.total, page: data.entries.length, net: data.totals.net, bytes: Buffer.byteLength(text) };
    });
    const p50 = median(timings);
    report(
      "Entries in the month's day book",
      `${book.entries.toLocaleString("en-IN")} (${book.page} on the first page, ${(book.bytes / 1024).toFixed(0)} KB of JSON)`,
    );
    report("Net of the month", `₹${book.net.toLocaleString("en-IN")}`);
    reportAgainstGoal("Day book p50", p50, GOAL_MS, 1);
    report("Day book p99", `${percentile(timings, 99).toFixed(1)} ms`);
    reportMachineLoad();
  } finally {
    await seeded.stop();
  }
}

/**
 * The month's money, written in SQL as the services would leave it: each receipt with its Tuition
 * charge and the allocation between them; a cancelled receipt keeps its row, loses its allocation
 * and is cancelled two hours after it was taken; refunds are Dues-side rows with a refund number.
 * Exported for looking at the query plans on the same data (EXPLAIN ANALYZE).
 */
export async function addMonth(databaseUrl: string, schoolId: string, ownerId: string): Promise<void> {
  const connection = await connectDatabase(databaseUrl, { migrate: false });
  try {
    const { db } = connection;
    await db.execute(
      sql`insert into "user" (id, name, email) values ('bench-staff', 'Office Staff', 'staff@bahi.local')`,
    );
    await db.execute(sql`
      with s as (select id, row_number() over (order by id) - 1 as n, count(*) over () as total
                   from student where school_id = ${schoolId}),
           i as (select g as i, (${FROM}::date + (g % 30))::date as day from generate_series(1, ${RECEIPTS}) g),
           picked as (select i.i, i.day, s.id as student_id from i join s on s.n = i.i % s.total),
           tuition as (select id from fee_head where school_id = ${schoolId} and code = 'tuition'),
           charges as (
             insert into fee_transaction (school_id, student_id, amount_paise, type, transaction_date, fee_head_id, description)
             select ${schoolId}, p.student_id, 50000 + (p.i % 7) * 10000, 'debit', ${FROM}, (select id from tuition), 'bench:' || p.i
               from picked p
             returning id, description),
           receipts as (
             insert into fee_transaction (school_id, student_id, amount_paise, type, transaction_date, receipt_no,
                                          payment_mode, created_by, created_at, description)
             select ${schoolId}, p.student_id, 50000 + (p.i % 7) * 10000, 'credit', p.day, '2026-27/' || lpad(p.i::text, 5, '0'),
                    (array['cash', 'upi', 'cheque', 'bank', null])[1 + p.i % 5],
                    case when p.i % 3 = 0 then 'bench-staff' else ${ownerId} end,
                    (p.day + time '09:00' + (p.i % 480) * interval '1 minute') at time zone 'Asia/Kolkata',
                    'bench:' || p.i
               from picked p
             returning id, description, amount_paise)
      insert into payment_allocation (school_id, payment_id, charge_id, fee_head_id, amount_paise)
      select ${schoolId}, r.id, c.id, (select id from tuition), r.amount_paise
        from receipts r join charges c using (description)`);
    await db.execute(sql`
      with cancelled as (
        update fee_transaction set cancelled_at = created_at + interval '2 hours', cancelled_by = ${ownerId},
                                   cancel_reason = 'Entered twice'
         where school_id = ${schoolId} and type = 'credit' and description like 'bench:%'
           and substring(description from 7)::int % ${Math.floor(RECEIPTS / CANCELLATIONS)} = 0
        returning id)
      delete from payment_allocation a using cancelled c where a.school_id = ${schoolId} and a.payment_id = c.id`);
    await db.execute(sql`
      insert into fee_transaction (school_id, student_id, amount_paise, type, transaction_date, refund_no, payment_mode,
                                   created_by, created_at, description)
      select ${schoolId}, s.id, 20000, 'debit', (${FROM}::date + (g % 30))::date, '2026-27/R' || lpad(g::text, 4, '0'),
             'cash', ${ownerId}, ((${FROM}::date + (g % 30))::date + time '15:00') at time zone 'Asia/Kolkata', 'Left the school'
        from generate_series(1, ${REFUNDS}) g
        join lateral (select id from student where school_id = ${schoolId} order by id offset g limit 1) s on true`);
    await db.execute(
      sql`update fee_transaction set description = '' where school_id = ${schoolId} and description like 'bench:%'`,
    );
    await db.execute(sql`vacuum analyze`);
  } finally {
    await connection.close();
  }
}
