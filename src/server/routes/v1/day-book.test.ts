import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DayBook } from "../../../shared/api/day-book";
import type { Ledger } from "../../../shared/api/ledger";
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

describeEachDatabase("Day book (issue 28)", (database) => {
  let api: ReturnType<typeof createTestApp>;
  let director: Director;
  let staff: StaffMember;
  let ledger: Ledger;
  const today = todayInIndia();
  beforeAll(async () => {
    api = createTestApp(database().db);
    director = await directorWithSchool(api);
    staff = await staffOf(api, director);
    ledger = await addLedger(api, director);
  });
  const dayBook = async (query = "", headers = director.headers) =>
    dataOf<DayBook>(await api.call("GET", `/api/v1/day-book${query}`, headers));

  it("lists a day's 3 cash and 2 UPI receipts by two people, a cancellation and a refund, with totals that add up", async () => {
    const student = await addStudent(api, director, ledger, { name: "Sonu Paswan", rollNumber: "7" });
    await addTransaction(api, director, student, { amount: 1000, transactionType: "Debit", transactionDate: today });
    const receipt = (amount: number, paymentMode: string, who: { headers: Headers }) =>
      addTransaction(api, { ...director, headers: who.headers }, student, {
        amount,
        paymentMode,
        transactionType: "Credit",
        transactionDate: today,
      });
    await receipt(100, "cash", director);
    const cancelled = await receipt(200, "cash", director);
    await receipt(400, "upi", director);
    await receipt(300, "cash", staff);
    await receipt(500, "upi", staff);
    const cancel = await api.call("POST", `/api/v1/transactions/${cancelled._id}/cancel`, director.headers, {
      reason: "Counted twice",
    });
    expect(cancel.status).toBe(200);
    // A refund as issue 28's refunds write it: a Dues row with a refund number (the head filled by the trigger).
    await database().db.execute(
      sql`insert into fee_transaction (school_id, student_id, amount_paise, type, transaction_date, payment_mode, refund_no, created_by)
          values (${director.school._id}, ${student._id}, 15000, 'debit', ${today}, 'cash', '2025-26/R0001', ${director.userId})`,
    );

    const book = await dayBook();
    expect(book.from).toBe(today);
    expect(book.entries.map((e) => [e.kind, e.amount, e.paymentMode])).toEqual([
      ["receipt", 100, "cash"],
      ["receipt", 200, "cash"],
      ["receipt", 400, "upi"],
      ["receipt", 300, "cash"],
      ["receipt", 500, "upi"],
      ["cancellation", -200, "cash"],
      ["refund", -150, "cash"],
    ]);
    expect(book.entries[0]).toMatchObject({
      studentName: "Sonu Paswan",
      ledgerName: ledger.ledgerName,
      byName: "Test Director",
    });
    expect(book.entries[3]!.byName).toBe("Staff Member");
    expect(book.entries[6]!.number).toBe("2025-26/R0001");
    const { totals } = book;
    expect(totals.net).toBe(1150);
    expect(totals.byMode).toEqual({ cash: 250, upi: 900, cheque: 0, bank: 0, none: 0 });
    expect(totals.byUser).toEqual(
      expect.arrayContaining([
        { userId: director.userId, name: "Test Director", amount: 350 },
        { userId: staff.userId, name: "Staff Member", amount: 800 },
      ]),
    );
    const sum = (xs: { amount: number }[]) => xs.reduce((s, x) => s + x.amount, 0);
    expect(sum(totals.byUser)).toBe(totals.net);
    expect(sum(totals.byHead)).toBe(totals.net);
    // The ₹1,000 charge is settled by the receipts left (the cancelled one released its part); the refund
    // comes off its own head (Other), the rest is an advance.
    expect(totals.byHead).toEqual([
      { feeHeadId: null, name: "Not settled", amount: 300 },
      { feeHeadId: expect.any(String), name: "Other", amount: 850 },
    ]);

    // Filters: mode, person, and a foreign or unknown ledger.
    expect((await dayBook("?mode=upi")).totals.net).toBe(900);
    expect((await dayBook(`?userId=${staff.userId}`, staff.headers)).totals.net).toBe(800);
    expect((await dayBook("?mode=none")).entries).toEqual([]);
    expect((await dayBook(`?ledgerId=${ledger._id}`)).totals.net).toBe(1150);
    expect((await api.call("GET", `/api/v1/day-book?ledgerId=${crypto.randomUUID()}`, director.headers)).status).toBe(
      404,
    );
    // Another day has none of it; a range longer than a quarter is refused.
    expect((await dayBook("?from=2025-04-01&to=2025-04-02")).entries).toEqual([]);
    expect((await api.call("GET", "/api/v1/day-book?from=2025-01-01&to=2025-12-31", director.headers)).status).toBe(
      400,
    );
  });

  it("gives the entries a page at a time, each once and in time order, with the whole range's totals on every page", async () => {
    const day = "2025-07-15";
    const student = await addStudent(api, director, ledger, { name: "Ravi Das", rollNumber: "9" });
    // 30 receipts taken at 4 instants (ties the order must break), two of them a microsecond apart
    // (one millisecond to JavaScript), a charge they settle, 3 cancelled the next day, and a refund.
    await addTransaction(api, director, student, { amount: 2000, transactionType: "Debit", transactionDate: day });
    const instants = [
      "2025-07-15 10:00:00.123456+05:30",
      "2025-07-15 10:00:00.123457+05:30",
      "2025-07-15 11:00:00+05:30",
      "2025-07-16 09:00:00+05:30",
    ];
    await database().db.execute(
      sql`insert into fee_transaction (school_id, student_id, amount_paise, type, transaction_date, receipt_no,
                                       payment_mode, created_by, created_at)
          select ${director.school._id}, ${student._id}, 10000 + g * 100, 'credit', ${day}::date + (g >= 23)::int,
                 'P/' || lpad((31 - g)::text, 3, '0'), (array['cash', 'upi', null])[1 + g % 3], ${director.userId},
                 (${sql.raw(`array[${instants.map((at) => `'${at}'::timestamptz`).join(", ")}]`)})[1 + (g * 7) % 4]
            from generate_series(1, 30) g`,
    );
    await database().db.execute(
      sql`update fee_transaction set cancelled_at = '2025-07-16 12:00+05:30', cancelled_by = ${director.userId},
                                     cancel_reason = 'Entered twice'
           where school_id = ${director.school._id} and receipt_no in ('P/001', 'P/002', 'P/003')`,
    );
    // One receipt through the API settles the student as every write does (the rows above came by SQL).
    await addTransaction(api, director, student, {
      amount: 50,
      paymentMode: "cash",
      transactionType: "Credit",
      transactionDate: day,
    });
    await database().db.execute(
      sql`insert into fee_transaction (school_id, student_id, amount_paise, type, transaction_date, payment_mode, refund_no, created_by)
          values (${director.school._id}, ${student._id}, 5000, 'debit', '2025-07-16', 'upi', '2025-26/R0900', ${director.userId})`,
    );

    const range = "?from=2025-07-15&to=2025-07-16";
    const whole = await dayBook(`${range}&limit=1000`);
    expect(whole.nextCursor).toBeNull();
    expect(whole.total).toBe(whole.entries.length);
    const kinds = (book: DayBook) => book.entries.map((e) => e.kind);
    const count = (kind: string) => kinds(whole).filter((k) => k === kind).length;
    expect([count("receipt"), count("cancellation"), count("refund")]).toEqual([31, 3, 1]);

    const pages: DayBook[] = [];
    let cursor: string | null = "";
    while (cursor !== null) {
      const page: DayBook = await dayBook(`${range}&limit=4${cursor ? `&cursor=${cursor}` : ""}`);
      expect(page.entries.length).toBeLessThanOrEqual(4);
      pages.push(page);
      // A cursor that does not move on would page forever.
      expect(pages.length).toBeLessThanOrEqual(whole.total);
      cursor = page.nextCursor;
    }
    expect(pages).toHaveLength(Math.ceil(whole.total / 4));
    const paged = pages.flatMap((page) => page.entries);
    expect(paged.map((e) => `${e.kind} ${e.id}`)).toEqual(whole.entries.map((e) => `${e.kind} ${e.id}`));
    expect(new Set(paged.map((e) => `${e.kind} ${e.id}`)).size).toBe(whole.total);
    expect(paged.map((e) => e.at)).toEqual(paged.map((e) => e.at).sort());
    for (const page of pages) {
      expect(page.total).toBe(whole.total);
      expect(page.totals).toEqual(whole.totals);
    }
    // The default page is 200 entries; a cursor this server did not give → 400, as is a limit over 1,000.
    expect((await dayBook(range)).entries).toEqual(whole.entries);
    for (const bad of ["&cursor=bm90LWEtY3Vyc29y", "&limit=1001", "&limit=0"])
      expect((await api.call("GET", `/api/v1/day-book${range}${bad}`, director.headers)).status).toBe(400);
    // Filters page too: the UPI ones alone, 2 a page.
    const upi = await dayBook(`${range}&mode=upi&limit=1000`);
    const upiPages = [await dayBook(`${range}&mode=upi&limit=2`)];
    while (upiPages.at(-1)!.nextCursor)
      upiPages.push(await dayBook(`${range}&mode=upi&limit=2&cursor=${upiPages.at(-1)!.nextCursor}`));
    expect(upiPages.flatMap((page) => page.entries)).toEqual(upi.entries);
    expect(upi.entries.every((e) => e.paymentMode === "upi")).toBe(true);
  });

  it("closes a day: expected and counted cash, 409 DAY_CLOSED for receipts on or before it until the owner reopens", async () => {
    const day = "2025-06-10";
    const student = await addStudent(api, director, ledger, { name: "Meena Kumari", rollNumber: "8" });
    const pay = (transactionDate: string) =>
      api.call("POST", "/api/v1/transactions/add", director.headers, {
        studentOwnerId: student._id,
        amount: 500,
        description: "",
        transactionType: "Credit",
        transactionDate,
        paymentMode: "cash",
      });
    expect((await pay(day)).status).toBe(200);
    const closeDay = (headers: Headers) =>
      api.call("POST", `/api/v1/day-book/${day}/close`, headers, { cashCounted: 480 });
    expect((await closeDay(staff.headers)).status).toBe(403);
    const closed = dataOf<{ expectedCash: number; countedCash: number; difference: number }>(
      await closeDay(director.headers),
    );
    expect(await closed).toMatchObject({ expectedCash: 500, countedCash: 480, difference: -20 });
    expect((await closeDay(director.headers)).status).toBe(409);

    for (const date of [day, "2025-06-01"]) {
      const refused = await pay(date);
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("DAY_CLOSED");
    }
    expect((await pay("2025-06-11")).status).toBe(200);
    const closes = await dataOf<{ day: string }[]>(
      await api.call("GET", "/api/v1/day-book/closes?month=2025-06", director.headers),
    );
    expect(closes.map((c) => c.day)).toEqual([day]);

    const reopen = (headers: Headers) =>
      api.call("POST", `/api/v1/day-book/${day}/reopen`, headers, { reason: "Late receipt found" });
    expect((await reopen(staff.headers)).status).toBe(403);
    expect((await reopen(director.headers)).status).toBe(200);
    expect((await pay(day)).status).toBe(200);
  });
});
