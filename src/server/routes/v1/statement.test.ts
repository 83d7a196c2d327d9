import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Ledger } from "../../../shared/api/ledger";
import type { Statement } from "../../../shared/api/statement";
import type { Student } from "../../../shared/api/student";
import {
  addLedger,
  addStudent,
  addTransaction,
  dataOf,
  directorWithSchool,
  staffOf,
  type Director,
} from "../../test/fixtures";
import { settleUnsettledStudents } from "../../services/allocations/settle-unsettled-students";
import { createTestApp } from "../../test/test-app";
import { describeEachDatabase } from "../../test/test-database";

describeEachDatabase("Which payment settles which charge (GET /student/{id}/statement)", (database) => {
  let api: ReturnType<typeof createTestApp>;
  let director: Director;
  let ledger: Ledger;
  let ledgerId: string;
  beforeAll(async () => {
    api = createTestApp(database().db);
    director = await directorWithSchool(api);
    ledger = await addLedger(api, director);
    ledgerId = ledger._id;
  });

  const statementOf = async (student: Student, headers = director.headers) =>
    dataOf<Statement>(await api.call("GET", `/api/v1/student/${student._id}/statement`, headers));
  /** A Dues row of a head (the head does not change what settles what, so it is set afterwards). */
  const charge = async (student: Student, code: "tuition" | "exam", amount: number, transactionDate: string) => {
    const row = await addTransaction(api, director, student, { amount, transactionDate, transactionType: "Debit" });
    await database().db.execute(sql`update fee_transaction t set fee_head_id =
      (select h.id from fee_head h where h.school_id = t.school_id and h.code = ${code}) where t.id = ${row._id}`);
    return row;
  };
  const pay = (student: Student, amount: number, transactionDate: string, extra: Record<string, unknown> = {}) =>
    addTransaction(api, director, student, { amount, transactionDate, transactionType: "Credit", ...extra });
  const settled = (statement: Statement) =>
    statement.charges.map(({ feeHeadName, settled, outstanding }) => [feeHeadName, settled, outstanding]);

  it("a ₹700 payment settles April's ₹500 tuition and ₹200 of May's ₹300 exam fee, oldest first", async () => {
    const student = await addStudent(api, director, ledger, { name: "Aarav Sharma" });
    // Written out of order: the exam fee first, the older tuition fee second.
    const exam = await charge(student, "exam", 300, "2025-05-10");
    const tuition = await charge(student, "tuition", 500, "2025-04-10");
    const payment = await pay(student, 700, "2025-05-20");
    const statement = await statementOf(student);
    expect(settled(statement)).toEqual([
      ["Tuition fee", 500, 0],
      ["Exam fee", 200, 100],
    ]);
    expect(statement.charges[0]).toMatchObject({ transactionId: tuition._id, grossAmount: 500, amount: 500 });
    expect(statement.payments).toEqual([
      {
        transactionId: payment._id,
        transactionDate: "2025-05-20",
        receiptNo: payment.receiptNo,
        amount: 700,
        allocations: [
          { transactionId: tuition._id, amount: 500, named: false },
          { transactionId: exam._id, amount: 200, named: false },
        ],
      },
    ]);
    expect(statement.balance).toBe(100);
    // Staff read it too.
    const staff = await staffOf(api, director);
    expect(settled(await statementOf(student, staff.headers))).toEqual(settled(statement));
  });

  it("editing or cancelling a payment, or adding an older charge, settles again", async () => {
    const student = await addStudent(api, director, ledger, { name: "Diya Verma" });
    await charge(student, "tuition", 500, "2025-04-10");
    await charge(student, "exam", 300, "2025-05-10");
    const payment = await pay(student, 700, "2025-05-20");
    const put = (amount: number) =>
      api.call("PUT", `/api/v1/transactions/${payment._id}`, director.headers, {
        amount,
        transactionDate: "2025-05-20",
      });
    expect((await put(400)).status).toBe(200);
    expect(settled(await statementOf(student))).toEqual([
      ["Tuition fee", 400, 100],
      ["Exam fee", 0, 300],
    ]);
    // A charge older than both moves the payment onto it first.
    await charge(student, "exam", 100, "2025-04-05");
    expect(settled(await statementOf(student))).toEqual([
      ["Exam fee", 100, 0],
      ["Tuition fee", 300, 200],
      ["Exam fee", 0, 300],
    ]);
    // Money received is cancelled, never deleted (issue 28): cancelling releases what it settled.
    const cancelled = await api.call("POST", `/api/v1/transactions/${payment._id}/cancel`, director.headers, {
      reason: "Cheque bounced",
    });
    expect(cancelled.status).toBe(200);
    const after = await statementOf(student);
    expect(settled(after)).toEqual([
      ["Exam fee", 0, 100],
      ["Tuition fee", 0, 500],
      ["Exam fee", 0, 300],
    ]);
    expect(after.payments).toEqual([]);
  });

  it("a payment that names the exam fee keeps that allocation; the rest goes oldest first", async () => {
    const student = await addStudent(api, director, ledger, { name: "Kabir Singh" });
    await charge(student, "tuition", 500, "2025-04-10");
    const exam = await charge(student, "exam", 300, "2025-05-10");
    const named = await pay(student, 400, "2025-05-20", { allocations: [{ transactionId: exam._id, amount: 300 }] });
    expect(settled(await statementOf(student))).toEqual([
      ["Tuition fee", 100, 400],
      ["Exam fee", 300, 0],
    ]);
    // A later payment and a correction elsewhere re-settle the automatic part only.
    const later = await pay(student, 200, "2025-06-01");
    await api.call("PUT", `/api/v1/transactions/${later._id}`, director.headers, {
      amount: 150,
      transactionDate: "2025-06-01",
    });
    const statement = await statementOf(student);
    expect(settled(statement)).toEqual([
      ["Tuition fee", 250, 250],
      ["Exam fee", 300, 0],
    ]);
    expect(statement.payments.find((p) => p.transactionId === named._id)!.allocations).toEqual([
      { transactionId: statement.charges[0]!.transactionId, amount: 100, named: false },
      { transactionId: exam._id, amount: 300, named: true },
    ]);
  });

  it("refuses named allocations that are not the student's charges, too large, or on Dues", async () => {
    const student = await addStudent(api, director, ledger, { name: "Meera Das" });
    const other = await addStudent(api, director, ledger, { name: "Rohan Das" });
    const exam = await charge(student, "exam", 300, "2025-05-10");
    const othersCharge = await charge(other, "exam", 300, "2025-05-10");
    const add = (body: Record<string, unknown>) =>
      api.call("POST", "/api/v1/transactions/add", director.headers, {
        studentOwnerId: student._id,
        transactionDate: "2025-05-20",
        transactionType: "Credit",
        amount: 300,
        ...body,
      });
    expect((await add({ allocations: [{ transactionId: othersCharge._id, amount: 100 }] })).status).toBe(404);
    expect((await add({ allocations: [{ transactionId: exam._id, amount: 301 }], amount: 400 })).status).toBe(400);
    expect((await add({ allocations: [{ transactionId: exam._id, amount: 200 }], amount: 100 })).status).toBe(400);
    expect(
      (await add({ allocations: [{ transactionId: exam._id, amount: 100 }], transactionType: "Debit" })).status,
    ).toBe(400);
    // Nothing was recorded by the refusals.
    expect((await statementOf(student)).payments).toEqual([]);
  });

  it("an advance settles a bulk charge; a cancelled payment settles nothing", async () => {
    const student = await addStudent(api, director, ledger, { name: "Ishaan Rao" });
    const advance = await pay(student, 1000, "2025-04-01");
    const bulk = await api.call("POST", `/api/v1/ledger/${ledgerId}/dues`, director.headers, {
      amount: 600,
      description: "Annual charge",
      transactionDate: "2025-04-15",
      studentIds: [student._id],
    });
    expect(bulk.status).toBe(201);
    expect(settled(await statementOf(student))).toEqual([["Other", 600, 0]]);
    // Cancelling (another helper's route) only stamps cancelled_at; the next write re-settles.
    await database().db.execute(sql`update fee_transaction set cancelled_at = now() where id = ${advance._id}`);
    await charge(student, "exam", 50, "2025-05-01");
    const statement = await statementOf(student);
    expect(settled(statement)).toEqual([
      ["Other", 0, 600],
      ["Exam fee", 0, 50],
    ]);
    expect(statement.payments).toEqual([]);
    expect(statement.balance).toBe(650);
  });

  it("the start's backfill settles payments written before allocations existed, once", async () => {
    const student = await addStudent(api, director, ledger, { name: "Old Data" });
    await charge(student, "tuition", 500, "2025-04-10");
    await pay(student, 300, "2025-04-20");
    // As rows from before migration 0017: no allocations at all.
    await database().db.execute(sql`delete from payment_allocation a using fee_transaction t
      where t.school_id = a.school_id and t.id = a.payment_id and t.student_id = ${student._id}`);
    expect(settled(await statementOf(student))).toEqual([["Tuition fee", 0, 500]]);
    expect(await settleUnsettledStudents(database().db)).toBe(1);
    expect(settled(await statementOf(student))).toEqual([["Tuition fee", 300, 200]]);
    expect(await settleUnsettledStudents(database().db)).toBe(0);
  });

  it("the 80C certificate counts the tuition a payment settled in the financial year, by allocation", async () => {
    const certificateLedger = await addLedger(api, director, "Class 5 2025-26");
    const student = await addStudent(api, director, certificateLedger, {
      name: "Tara Joshi",
      fatherName: "Mohan Joshi",
    });
    const other = await addStudent(api, director, certificateLedger, { name: "No Tuition" });
    await charge(student, "tuition", 500, "2025-04-10");
    await charge(student, "exam", 300, "2025-05-10");
    await charge(other, "exam", 300, "2025-05-10");
    await pay(student, 700, "2025-05-20");
    await pay(other, 300, "2025-05-20");
    type Certificates = import("../../../shared/api/tuition-certificate").TuitionCertificates;
    const one = await dataOf<Certificates>(
      await api.call("GET", `/api/v1/student/${student._id}/tuition-certificate?year=2025-26`, director.headers),
    );
    expect(one.certificates).toEqual([
      expect.objectContaining({
        studentName: "Tara Joshi",
        fatherName: "Mohan Joshi",
        ledgerName: "Class 5 2025-26",
        heads: [{ feeHeadName: "Tuition fee", feeHeadNameHi: "ट्यूशन शुल्क", amount: 500 }],
        total: 500,
      }),
    ]);
    expect(one.certificates[0]!.certificateNo).toMatch(/^80C\/2025-26\/\d+$/);
    // The ledger's pages: only the student with tuition received; another year has none.
    const ledgerWide = await dataOf<Certificates>(
      await api.call(
        "GET",
        `/api/v1/ledger/${certificateLedger._id}/tuition-certificates?year=2025-26`,
        director.headers,
      ),
    );
    expect(ledgerWide.certificates.map((c) => [c.studentName, c.total])).toEqual([["Tara Joshi", 500]]);
    const nextYear = await dataOf<Certificates>(
      await api.call("GET", `/api/v1/student/${student._id}/tuition-certificate?year=2026-27`, director.headers),
    );
    expect(nextYear.certificates).toEqual([]);
    expect(
      (await api.call("GET", `/api/v1/student/${student._id}/tuition-certificate?year=2025`, director.headers)).status,
    ).toBe(400);
  });

  it("answers 404 for an unknown student", async () => {
    const response = await api.call(
      "GET",
      "/api/v1/student/00000000-0000-4000-8000-000000000000/statement",
      director.headers,
    );
    expect(response.status).toBe(404);
  });
});
