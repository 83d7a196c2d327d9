import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DaySummary } from "../../../shared/api/day-summary";
import type { Ledger } from "../../../shared/api/ledger";
import type { Transaction } from "../../../shared/api/transaction";
import { todayInIndia } from "../../../shared/rules/calendar-date";
import {
  addLedger,
  addStudent,
  addTransaction,
  dataOf,
  directorWithSchool,
  staffOf,
  type Director,
  type StaffMember,
} from "../../test/fixtures";
import { createTestApp } from "../../test/test-app";
import { describeEachDatabase } from "../../test/test-database";

const DAY_MS = 86_400_000;

describeEachDatabase("The owner's day summary (issue 28)", (database) => {
  let api: ReturnType<typeof createTestApp>;
  let director: Director;
  let staff: StaffMember;
  let ledger: Ledger;
  const today = todayInIndia();
  const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
  beforeAll(async () => {
    api = createTestApp(database().db);
    director = await directorWithSchool(api);
    staff = await staffOf(api, director);
    ledger = await addLedger(api, director);
  });
  const summary = (query = "", headers = director.headers) =>
    api.call("GET", `/api/v1/day-book/summary${query}`, headers);

  it("sums the day's money as the day book does, and counts concessions, waived fines and receipt edits", async () => {
    const { db } = database();
    const student = await addStudent(api, director, ledger, { name: "Sonu Paswan", rollNumber: "7" });
    const receipt = (amount: number, paymentMode: string | undefined, who = director, transactionDate = today) =>
      addTransaction(api, { ...director, headers: who.headers }, student, {
        amount,
        description: "",
        transactionType: "Credit",
        transactionDate,
        ...(paymentMode ? { paymentMode } : {}),
      });
    const edited = await receipt(300, "cash");
    await receipt(200, "upi", staff as unknown as Director);
    const cancelledToday = await receipt(100, "cash");
    await receipt(50, undefined);
    const lateNight = await receipt(70, "cash", director, yesterday);
    const beforeMidnight = await receipt(30, "upi", director, yesterday);

    // The owner edits a receipt (counted) and a Dues row (not a receipt: not counted).
    const dues = await addTransaction(api, director, student, { amount: 900, transactionDate: today });
    const put = (row: Transaction, fields: Record<string, unknown>) =>
      api.call("PUT", `/api/v1/transactions/${row._id}`, director.headers, {
        amount: row.amount,
        description: row.description,
        transactionDate: row.transactionDate,
        outsideSession: true,
        ...fields,
      });
    expect((await put(edited, { amount: 350, paymentMode: "cash" })).status).toBe(200);
    expect((await put(dues, { amount: 800 })).status).toBe(200);

    const cancel = (row: Transaction) =>
      api.call("POST", `/api/v1/transactions/${row._id}/cancel`, director.headers, { reason: "Entered twice" });
    for (const row of [cancelledToday, lateNight, beforeMidnight]) expect((await cancel(row)).status).toBe(200);
    // A cancellation counts on its day in India: 00:15 today is today, 23:45 yesterday is not.
    const indiaMidnight = sql`${today}::date::timestamp at time zone 'Asia/Kolkata'`;
    await db.execute(
      sql`update fee_transaction set cancelled_at = ${indiaMidnight} + interval '15 minutes' where id = ${lateNight._id}`,
    );
    await db.execute(
      sql`update fee_transaction set cancelled_at = ${indiaMidnight} - interval '15 minutes' where id = ${beforeMidnight._id}`,
    );
    const schoolId = director.school._id;
    // A refund as the refunds service writes it: a Dues-side row with a refund number.
    await db.execute(
      sql`insert into fee_transaction (school_id, student_id, amount_paise, type, transaction_date, payment_mode, refund_no, created_by)
          values (${schoolId}, ${student._id}, 4000, 'debit', ${today}, 'cash', '2025-26/R0001', ${director.userId})`,
    );
    // Concessions on Dues rows: ₹100 and ₹25.50 today; one of yesterday and a "waiver" row are not counted.
    const charges = await db.execute(
      sql`insert into fee_transaction (school_id, student_id, amount_paise, type, transaction_date, concession_paise, concession_category)
          values (${schoolId}, ${student._id}, 40000, 'debit', ${today}, 10000, 'rte'),
                 (${schoolId}, ${student._id}, 10000, 'debit', ${today}, 2550, 'other'),
                 (${schoolId}, ${student._id}, 10000, 'debit', ${yesterday}, 5000, 'rte'),
                 (${schoolId}, ${student._id}, 10000, 'debit', ${today}, 3000, 'waiver')
          returning id`,
    );
    const [c1, c2, c3] = (charges as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
    // Fines waived: ₹20 and ₹5.50 today, ₹10 yesterday (not counted).
    await db.execute(
      sql`insert into late_fine_waiver (school_id, charge_id, reason, waived_by, amount_paise, waived_at)
          values (${schoolId}, ${c1}, 'Hospital', ${director.userId}, 2000, now()),
                 (${schoolId}, ${c2}, 'Hospital', ${director.userId}, 550, now()),
                 (${schoolId}, ${c3}, 'Hospital', ${director.userId}, 1000, ${indiaMidnight} - interval '1 hour')`,
    );

    const day = await dataOf<DaySummary>(await summary(`?date=${today}`));
    expect(day).toEqual({
      date: today,
      // Cash: 350 + 100 taken, less the 100 and the late-night 70 cancelled, less the 40 refunded.
      collected: { cash: 240, upi: 200, cheque: 0, bank: 0, none: 50, total: 490 },
      cancellations: { count: 2, amount: 170 },
      refunds: { count: 1, amount: 40 },
      concessions: { count: 2, amount: 125.5 },
      finesWaived: { count: 2, amount: 25.5 },
      edits: { count: 1 },
    });
    // The same figures as the day book it links to.
    const book = await dataOf<{ totals: { net: number; byMode: Record<string, number> } }>(
      await api.call("GET", `/api/v1/day-book?from=${today}&to=${today}`, director.headers),
    );
    expect(book.totals.net).toBe(day.collected.total);
    expect(book.totals.byMode).toEqual({ cash: 240, upi: 200, cheque: 0, bank: 0, none: 50 });

    // Today is the default; yesterday has its own figures (the 23:45 cancellation, the old waiver).
    expect(await dataOf<DaySummary>(await summary())).toEqual(day);
    const before = await dataOf<DaySummary>(await summary(`?date=${yesterday}`));
    expect(before.collected).toEqual({ cash: 70, upi: 0, cheque: 0, bank: 0, none: 0, total: 70 });
    expect(before.cancellations).toEqual({ count: 1, amount: 30 });
    expect(before.concessions).toEqual({ count: 1, amount: 50 });
    expect(before.finesWaived).toEqual({ count: 1, amount: 10 });
    expect(before.edits).toEqual({ count: 0 });
  });

  it("is the owner's: staff get 403, and a date that does not exist is refused", async () => {
    expect((await summary("", staff.headers)).status).toBe(403);
    expect((await summary("?date=2025-02-30")).status).toBe(400);
  });
});
