import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DayBook } from "../../../shared/api/day-book";
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
import { readWorkbook } from "../../test/sheet-files";
import { createTestApp } from "../../test/test-app";
import { describeEachDatabase } from "../../test/test-database";

describeEachDatabase("Day book as Excel (issue 28)", (database) => {
  let api: ReturnType<typeof createTestApp>;
  let director: Director;
  let staff: StaffMember;
  let studentId: string;
  const today = todayInIndia();
  beforeAll(async () => {
    api = createTestApp(database().db);
    director = await directorWithSchool(api);
    staff = await staffOf(api, director);
    const ledger = await addLedger(api, director);
    const student = await addStudent(api, director, ledger, { name: "Sonu Paswan", rollNumber: "7" });
    studentId = student._id;
    await addTransaction(api, director, student, { amount: 1000, transactionType: "Debit", transactionDate: today });
    const receipt = (amount: number, paymentMode: string, who: { headers: Headers }) =>
      addTransaction(api, { ...director, headers: who.headers }, student, {
        amount,
        paymentMode,
        transactionType: "Credit",
        transactionDate: today,
      });
    await receipt(100.5, "cash", director);
    const cancelled = await receipt(200, "cash", director);
    await receipt(400, "upi", staff);
    await receipt(1500, "cheque", staff);
    const cancel = await api.call("POST", `/api/v1/transactions/${cancelled._id}/cancel`, director.headers, {
      reason: "Counted twice",
    });
    expect(cancel.status).toBe(200);
  });

  const json = async (query: string) =>
    dataOf<DayBook>(await api.call("GET", `/api/v1/day-book${query}`, director.headers));
  const sheet = async (query: string, headers = director.headers) => {
    const response = await api.call("GET", `/api/v1/day-book.xlsx${query}`, headers);
    expect(response.status).toBe(200);
    const rows = [...(await readWorkbook(await response.arrayBuffer())).values()];
    expect(rows).toHaveLength(1);
    return { response, rows: rows[0]! };
  };

  it("holds the JSON day book's entries in time order and the same totals by mode, person, head and net", async () => {
    const book = await json("");
    const { response, rows } = await sheet("", staff.headers);
    expect(response.headers.get("content-disposition")).toContain(`filename="Day-book-${today}.xlsx"`);
    expect(rows[0]).toEqual(["Date", "Time", "Number", "Kind", "Student", "Class", "Mode", "Amount (₹)", "By"]);
    const entries = rows.slice(1, 1 + book.entries.length);
    expect(entries.map((r) => [r[2], r[3], r[4], r[5], r[6], r[7], r[8]])).toEqual(
      book.entries.map((e) => [
        e.number,
        { receipt: "Receipt", cancellation: "Cancelled", refund: "Refund" }[e.kind],
        e.studentName,
        e.ledgerName,
        { cash: "Cash", upi: "UPI", cheque: "Cheque", bank: "Bank" }[e.paymentMode!],
        e.amount,
        e.byName,
      ]),
    );
    expect(entries.every((r) => r[0] === today && /^\d\d:\d\d$/.test(String(r[1])))).toBe(true);

    const totals = rows.slice(1 + book.entries.length).filter((r) => r.length > 0);
    const section = (label: string) =>
      totals.filter((r) => r[0] === label).map((r) => [r[1] === undefined ? "" : r[1], r[7]]);
    expect(section("Total by mode")).toEqual([
      ["Cash", book.totals.byMode.cash],
      ["UPI", book.totals.byMode.upi],
      ["Cheque", book.totals.byMode.cheque],
      ["Bank", book.totals.byMode.bank],
      ["Not stated", book.totals.byMode.none],
    ]);
    expect(section("Total by person")).toEqual(book.totals.byUser.map((u) => [u.name, u.amount]));
    expect(section("Total by head")).toEqual(
      book.totals.byHead.map((h) => [h.feeHeadId === null ? "Not settled (advance)" : h.name, h.amount]),
    );
    expect(section("Net")).toEqual([["", book.totals.net]]);
    // The figures themselves, so a wrong service would fail here too: 100.50 + 200 + 400 + 1500 − 200.
    expect(book.totals.net).toBe(2000.5);
    expect(book.totals.byMode).toEqual({ cash: 100.5, upi: 400, cheque: 1500, bank: 0, none: 0 });
  });

  it("takes the same filters, names a range's file by both dates and heads the sheet in Hindi when asked", async () => {
    const upi = await json("?mode=upi");
    const { rows } = await sheet("?mode=upi&lang=hi");
    expect(rows[0]![7]).toBe("राशि (₹)");
    expect(rows.slice(1, 1 + upi.entries.length).map((r) => r[7])).toEqual([400]);
    expect(rows.find((r) => r?.[0] === "शुद्ध")![7]).toBe(upi.totals.net);

    const range = await api.call("GET", "/api/v1/day-book.xlsx?from=2025-11-01&to=2025-11-30", director.headers);
    expect(range.headers.get("content-disposition")).toContain('filename="Day-book-2025-11-01-to-2025-11-30.xlsx"');
    const foreign = await api.call("GET", `/api/v1/day-book.xlsx?ledgerId=${crypto.randomUUID()}`, director.headers);
    expect(foreign.status).toBe(404);
    expect((await api.call("GET", "/api/v1/day-book.xlsx?mode=gold", director.headers)).status).toBe(400);
    expect((await api.call("GET", "/api/v1/day-book.xlsx", new Headers())).status).toBe(401);
  });

  it("filters by kind: only the cancellation", async () => {
    const book = await json("?kind=cancellation");
    expect(book.entries.map((e) => [e.kind, e.amount])).toEqual([["cancellation", -200]]);
    expect(book.totals.net).toBe(-200);
  });

  it("holds every entry of the range, not only the JSON's first page", async () => {
    const day = "2025-08-05";
    await database().db.execute(
      sql`insert into fee_transaction (school_id, student_id, amount_paise, type, transaction_date, receipt_no,
                                       payment_mode, created_by, created_at)
          select ${director.school._id}, ${studentId}, 10000 + g, 'credit', ${day}, 'X/' || lpad(g::text, 3, '0'),
                 'cash', ${director.userId}, ${day}::date + time '10:00' + g * interval '1 second'
            from generate_series(1, 205) g`,
    );
    const query = `?from=${day}&to=${day}`;
    const first = await json(query);
    expect(first.entries).toHaveLength(200);
    expect(first.total).toBe(205);
    const second = await json(`${query}&cursor=${first.nextCursor}`);
    expect(second.nextCursor).toBeNull();
    const { rows } = await sheet(query);
    const entries = rows.slice(1, 1 + first.total);
    expect(entries.map((r) => r[2])).toEqual([...first.entries, ...second.entries].map((e) => e.number));
    expect(entries.map((r) => r[2])).toEqual(
      Array.from({ length: 205 }, (_, i) => `X/${String(i + 1).padStart(3, "0")}`),
    );
    expect(rows.find((r) => r?.[0] === "Net")![7]).toBe(first.totals.net);
    // ₹100.01 + … + ₹102.05: 205 × ₹100 and 1 + … + 205 paise.
    expect(first.totals.net).toBe(20500 + 211.15);
  });
});
