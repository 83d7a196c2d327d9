import { beforeAll, expect, it } from "vitest";
import type { ChargeDuesResult, DefaultersPage, DuesSummary } from "../../../shared/api/dues";
import type { Ledger } from "../../../shared/api/ledger";
import type { Student } from "../../../shared/api/student";
import type { Transaction } from "../../../shared/api/transaction";
import {
  addLedger,
  addStudent,
  addTransaction,
  dataOf,
  directorWithSchool,
  staffOf,
  type Director,
} from "../../test/fixtures";
import { readWorkbook } from "../../test/sheet-files";
import { createTestApp } from "../../test/test-app";
import { describeEachDatabase } from "../../test/test-database";
import { setWallet } from "../../test/wallet-fixtures";

describeEachDatabase("dues routes", (database) => {
  let api: ReturnType<typeof createTestApp>;
  let director: Director;
  let ledger: Ledger;
  let students: Student[];
  const charge = (body: unknown, headers = director.headers, ledgerId = ledger._id) =>
    api.call("POST", `/api/v1/ledger/${ledgerId}/dues`, headers, body);
  const transactionsOf = async (student: Student) =>
    dataOf<Transaction[]>(await api.call("GET", `/api/v1/transactions/student/${student._id}`, director.headers));

  beforeAll(async () => {
    api = createTestApp(database().db);
    director = await directorWithSchool(api);
    ledger = await addLedger(api, director);
    students = [];
    for (const name of ["Aarav", "Bhavna", "Chetan"]) students.push(await addStudent(api, director, ledger, { name }));
  });

  it("charges every student of the ledger, less concessions, and answers what it charged", async () => {
    const response = await charge({
      amount: 500,
      description: "Tuition May",
      transactionDate: "2025-05-01",
      concessions: [
        { studentId: students[1]!._id, amount: 100.5 },
        { studentId: students[2]!._id, amount: 500 },
      ],
    });
    expect(response.status).toBe(201);
    expect(await dataOf<ChargeDuesResult>(response)).toEqual({
      created: 2,
      totalRupees: 899.5,
      skipped: 0,
      standingConcessionRupees: 0,
    });
    expect((await transactionsOf(students[0]!)).map((t) => [t.amount, t.transactionType, t.description])).toEqual([
      [500, "Debit", "Tuition May"],
    ]);
    expect((await transactionsOf(students[1]!)).map((t) => t.amount)).toEqual([399.5]);
    // A full concession writes nothing for that student.
    expect(await transactionsOf(students[2]!)).toEqual([]);
  });

  it("charges nobody when one student id is unknown or another school's", async () => {
    const other = await directorWithSchool(api, "Other School");
    const foreign = await addStudent(api, other, await addLedger(api, other));
    for (const stranger of [foreign._id, crypto.randomUUID()]) {
      const before = await Promise.all(students.map(transactionsOf));
      const response = await charge({
        amount: 50,
        transactionDate: "2025-06-01",
        studentIds: [students[0]!._id, stranger],
      });
      expect(response.status).toBe(404);
      const concession = await charge({
        amount: 50,
        transactionDate: "2025-06-01",
        concessions: [{ studentId: stranger, amount: 10 }],
      });
      expect(concession.status).toBe(404);
      expect(await Promise.all(students.map(transactionsOf))).toEqual(before);
    }
    // Another school's ledger is not found either, and charges nothing there.
    expect((await charge({ amount: 50, transactionDate: "2025-06-01" }, other.headers)).status).toBe(404);
  });

  it("charges only the chosen students", async () => {
    const result = await dataOf<ChargeDuesResult>(
      await charge({ amount: 20, transactionDate: "2025-06-02", description: "Exam", studentIds: [students[2]!._id] }),
    );
    expect(result).toMatchObject({ created: 1, totalRupees: 20 });
    expect((await transactionsOf(students[2]!)).map((t) => t.description)).toEqual(["Exam"]);
  });

  it("answers a repeated Idempotency-Key with the first result and charges nothing more", async () => {
    const headers = new Headers(director.headers);
    headers.set("idempotency-key", crypto.randomUUID());
    const body = { amount: 7, transactionDate: "2025-07-01", description: "Picnic" };
    const answers = await Promise.all([charge(body, headers), charge(body, headers), charge(body, headers)]);
    for (const answer of answers) {
      expect(answer.status).toBe(201);
      expect(await dataOf<ChargeDuesResult>(answer)).toMatchObject({ created: 3, totalRupees: 21 });
    }
    const picnics = (await Promise.all(students.map(transactionsOf))).flat().filter((t) => t.description === "Picnic");
    expect(picnics).toHaveLength(3);
    // A new key charges again.
    headers.set("idempotency-key", crypto.randomUUID());
    expect((await charge(body, headers)).status).toBe(201);
    expect(
      (await Promise.all(students.map(transactionsOf))).flat().filter((t) => t.description === "Picnic"),
    ).toHaveLength(6);
  });

  it("refuses a concession larger than the fee, and repeats", async () => {
    const tooLarge = await charge({
      amount: 10,
      transactionDate: "2025-07-01",
      concessions: [{ studentId: students[0]!._id, amount: 11 }],
    });
    expect(tooLarge.status).toBe(400);
    const twice = await charge({
      amount: 10,
      transactionDate: "2025-07-01",
      concessions: [
        { studentId: students[0]!._id, amount: 1 },
        { studentId: students[0]!._id, amount: 2 },
      ],
    });
    expect(twice.status).toBe(400);
  });

  it("sums dues for the school, per ledger and per month, and lists defaulters largest first", async () => {
    const school = await directorWithSchool(api, "Dues School");
    const classA = await addLedger(api, school, "Class A");
    const classB = await addLedger(api, school, "Class B");
    const asha = await addStudent(api, school, classA, { name: "Asha", phoneNumber: "9000000001" });
    const bala = await addStudent(api, school, classA, { name: "Bala" });
    const chand = await addStudent(api, school, classB, { name: "Chand" });
    await addTransaction(api, school, asha, { amount: 1000, transactionDate: "2025-04-10" });
    await addTransaction(api, school, asha, { amount: 400, transactionType: "Credit", transactionDate: "2025-05-03" });
    await addTransaction(api, school, bala, { amount: 300, transactionDate: "2025-04-10" });
    await addTransaction(api, school, bala, { amount: 500, transactionType: "Credit", transactionDate: "2025-04-11" });
    await addTransaction(api, school, chand, { amount: 250, transactionDate: "2026-03-31" });

    const summary = await dataOf<DuesSummary>(
      await api.call("GET", "/api/v1/dues/summary?session=2025-26", school.headers),
    );
    expect(summary).toMatchObject({ charged: 1550, received: 900, outstanding: 850 });
    expect(summary.ledgers).toEqual([
      { ledgerId: classA._id, ledgerName: "Class A", charged: 1300, received: 900, outstanding: 600, defaulters: 1 },
      { ledgerId: classB._id, ledgerName: "Class B", charged: 250, received: 0, outstanding: 250, defaulters: 1 },
    ]);
    expect(summary.months).toHaveLength(12);
    expect(summary.months[0]).toEqual({ month: "2025-04", charged: 1300, received: 500 });
    expect(summary.months[1]).toEqual({ month: "2025-05", charged: 0, received: 400 });
    expect(summary.months[11]).toEqual({ month: "2026-03", charged: 250, received: 0 });

    const page = (await (await api.call("GET", "/api/v1/dues/defaulters", school.headers)).json()) as DefaultersPage;
    expect(page).toMatchObject({ success: true, currentPage: 1, totalPages: 1 });
    expect(page.data).toEqual([
      {
        studentId: asha._id,
        name: "Asha",
        ledgerName: "Class A",
        phoneNumber: "9000000001",
        outstanding: 600,
        lastPaymentDate: "2025-05-03",
        lastRemindedAt: null,
      },
      {
        studentId: chand._id,
        name: "Chand",
        ledgerName: "Class B",
        phoneNumber: "9876543210",
        outstanding: 250,
        lastPaymentDate: null,
        lastRemindedAt: null,
      },
    ]);
    const filtered = (await (
      await api.call("GET", `/api/v1/dues/defaulters?ledgerId=${classB._id}`, school.headers)
    ).json()) as DefaultersPage;
    expect(filtered.data.map((d) => d.name)).toEqual(["Chand"]);
    const large = (await (
      await api.call("GET", "/api/v1/dues/defaulters?min=300", school.headers)
    ).json()) as DefaultersPage;
    expect(large.data.map((d) => d.name)).toEqual(["Asha"]);

    const csv = await api.call("GET", "/api/v1/dues/defaulters.csv", school.headers);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await csv.arrayBuffer());
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(text.slice(1).split("\r\n")).toEqual([
      "Name,Ledger,Phone,Outstanding (₹),Last payment,Last reminded",
      "Asha,Class A,9000000001,600.00,2025-05-03,",
      "Chand,Class B,9876543210,250.00,,",
      "",
    ]);
    const hindi = await (await api.call("GET", "/api/v1/dues/defaulters.csv?lang=hi", school.headers)).text();
    expect(hindi).toContain("नाम,बही,फ़ोन,बकाया (₹)");

    // Reminders are premium: 402 PREMIUM_REQUIRED without it, and nothing is marked.
    await setWallet(database().db, school.school._id, { coins: 100, premiumUntil: null });
    const refused = await api.call("POST", "/api/v1/reminders", school.headers, { studentId: chand._id });
    expect(refused.status).toBe(402);
    expect(await refused.json()).toMatchObject({ success: false, error: { code: "PREMIUM_REQUIRED" } });
    // With premium, a reminder shows as the defaulter's last reminded date.
    await setWallet(database().db, school.school._id, { coins: 0, premiumUntil: new Date(Date.now() + 86_400_000) });
    expect((await api.call("POST", "/api/v1/reminders", school.headers, { studentId: chand._id })).status).toBe(201);
    const reminded = (await (
      await api.call("GET", `/api/v1/dues/defaulters?ledgerId=${classB._id}`, school.headers)
    ).json()) as DefaultersPage;
    expect(reminded.data[0]!.lastRemindedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("downloads the defaulters as an .xlsx workbook with the CSV's filters, for staff too, inside the school", async () => {
    const school = await directorWithSchool(api, "Workbook School");
    const classA = await addLedger(api, school, "Class A");
    const classB = await addLedger(api, school, "कक्षा ब");
    const asha = await addStudent(api, school, classA, { name: "=Asha", phoneNumber: "9000000001" });
    const bala = await addStudent(api, school, classA, { name: "Bala" });
    const chand = await addStudent(api, school, classB, { name: "चाँद", phoneNumber: "9000000003" });
    await addTransaction(api, school, asha, { amount: 1000.5, transactionDate: "2025-04-10" });
    await addTransaction(api, school, asha, { amount: 400, transactionType: "Credit", transactionDate: "2025-05-03" });
    await addTransaction(api, school, bala, { amount: 300, transactionDate: "2025-04-10" });
    await addTransaction(api, school, bala, { amount: 300, transactionType: "Credit", transactionDate: "2025-04-11" });
    await addTransaction(api, school, chand, { amount: 250, transactionDate: "2026-03-31" });
    const staff = await staffOf(api, school);
    const xlsx = async (query: string, headers = school.headers) => {
      const response = await api.call("GET", `/api/v1/dues/defaulters.xlsx${query}`, headers);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe(
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      );
      expect(response.headers.get("content-disposition")).toContain('filename="defaulters.xlsx"');
      const sheets = await readWorkbook(await response.arrayBuffer());
      expect([...sheets.keys()]).toEqual(["Defaulters"]);
      return sheets.get("Defaulters")!;
    };

    // Bala owes nothing; the amount is a number (Excel sums it), "=Asha" stays text, never a formula.
    expect(await xlsx("")).toEqual([
      ["Name", "Ledger", "Phone", "Outstanding (₹)", "Last payment", "Last reminded"],
      ["=Asha", "Class A", "9000000001", 600.5, "2025-05-03", ""],
      ["चाँद", "कक्षा ब", "9000000003", 250, "", ""],
    ]);
    expect(await xlsx(`?ledgerId=${classB._id}&lang=hi`, staff.headers)).toEqual([
      ["नाम", "बही", "फ़ोन", "बकाया (₹)", "अंतिम भुगतान", "अंतिम अनुस्मारक"],
      ["चाँद", "कक्षा ब", "9000000003", 250, "", ""],
    ]);
    expect((await xlsx("?min=300")).map((row) => row[0])).toEqual(["Name", "=Asha"]);
    // With nobody owing, the sheet still has its headers.
    expect(await xlsx("?min=1000")).toEqual([
      ["Name", "Ledger", "Phone", "Outstanding (₹)", "Last payment", "Last reminded"],
    ]);

    // Another school's ledger is as unknown as a missing one, exactly like the CSV.
    const other = await directorWithSchool(api, "Other School");
    const foreign = await addLedger(api, other, "Not yours");
    for (const path of [
      `/api/v1/dues/defaulters.xlsx?ledgerId=${foreign._id}`,
      `/api/v1/dues/defaulters.csv?ledgerId=${foreign._id}`,
    ]) {
      const refused = await api.call("GET", path, school.headers);
      expect(refused.status).toBe(404);
      expect(await refused.json()).toMatchObject({ success: false, error: { code: "NOT_FOUND" } });
    }
    const bad = await api.call("GET", "/api/v1/dues/defaulters.xlsx?lang=fr", school.headers);
    expect(bad.status).toBe(400);
  });

  it("defaults to the session of the newest ledgers with students, offers every session, and searches by name", async () => {
    const school = await directorWithSchool(api, "Session School");
    const addSessionLedger = async (who: Director, sessionYear: string, ledgerName: string) =>
      dataOf<Ledger>(
        await api.call("POST", "/api/v1/ledger/add", who.headers, {
          schoolOwnerId: who.school._id,
          ledgerName,
          className: "10",
          sessionYear,
        }),
      );
    const old = await addSessionLedger(school, "2024-25", "Old");
    const current = await addSessionLedger(school, "2025-26", "Current");
    // A newer session with no students yet is offered but not the default.
    await addSessionLedger(school, "2026-27", "Next");
    const asha = await addStudent(api, school, current, { name: "Asha Verma" });
    const ravi = await addStudent(api, school, current, { name: "Ravi" });
    const olden = await addStudent(api, school, old, { name: "Asha Old" });
    for (const student of [asha, ravi, olden])
      await addTransaction(api, school, student, { amount: 100, transactionDate: "2025-04-10" });

    const summary = await dataOf<DuesSummary>(await api.call("GET", "/api/v1/dues/summary", school.headers));
    expect(summary).toMatchObject({ session: "2025-26", sessions: ["2026-27", "2025-26", "2024-25"], charged: 200 });
    expect(summary.ledgers.map((l) => l.ledgerName)).toEqual(["Current"]);
    const older = await dataOf<DuesSummary>(
      await api.call("GET", "/api/v1/dues/summary?session=2024-25", school.headers),
    );
    expect(older).toMatchObject({ session: "2024-25", outstanding: 100 });
    expect(older.ledgers.map((l) => l.ledgerName)).toEqual(["Old"]);

    const names = async (query: string, headers = school.headers) =>
      ((await (await api.call("GET", `/api/v1/dues/defaulters?${query}`, headers)).json()) as DefaultersPage).data.map(
        (d) => d.name,
      );
    expect(await names("session=2025-26")).toEqual(["Asha Verma", "Ravi"]);
    expect(await names("session=2024-25")).toEqual(["Asha Old"]);
    expect(await names("search=asha")).toEqual(["Asha Old", "Asha Verma"]);
    expect(await names("session=2025-26&search=ASHA")).toEqual(["Asha Verma"]);
    // LIKE wildcards typed by the user are letters to find.
    expect(await names("search=%25")).toEqual([]);
    expect((await api.call("GET", "/api/v1/dues/defaulters?session=2025", school.headers)).status).toBe(400);
    expect((await api.call("GET", `/api/v1/dues/defaulters?search=${"a".repeat(101)}`, school.headers)).status).toBe(
      400,
    );

    // Another school sees none of this school's sessions or students.
    const other = await directorWithSchool(api, "Other Session School");
    const theirs = await dataOf<DuesSummary>(
      await api.call("GET", "/api/v1/dues/summary?session=2024-25", other.headers),
    );
    expect(theirs).toMatchObject({ sessions: [], ledgers: [], outstanding: 0 });
    expect(await names("session=2025-26&search=Asha", other.headers)).toEqual([]);
  });

  it("pages defaulters on the server", async () => {
    const school = await directorWithSchool(api, "Big School");
    const big = await addLedger(api, school);
    for (let i = 0; i < 21; i += 1) await addStudent(api, school, big, { name: `S${String(i).padStart(2, "0")}` });
    await dataOf(
      await api.call("POST", `/api/v1/ledger/${big._id}/dues`, school.headers, {
        amount: 100,
        transactionDate: "2025-04-01",
      }),
    );
    const first = (await (
      await api.call("GET", "/api/v1/dues/defaulters?page=1", school.headers)
    ).json()) as DefaultersPage;
    const second = (await (
      await api.call("GET", "/api/v1/dues/defaulters?page=2", school.headers)
    ).json()) as DefaultersPage;
    expect(first.data).toHaveLength(20);
    expect(first.totalPages).toBe(2);
    expect(second.data.map((d) => d.name)).toEqual(["S20"]);
  });
});
