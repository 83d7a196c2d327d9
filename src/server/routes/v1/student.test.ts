import { beforeAll, expect, it } from "vitest";
import type { Ledger } from "../../../shared/api/ledger";
import { studentPageResponseSchema, type Student, type StudentPage } from "../../../shared/api/student";
import type { Transaction } from "../../../shared/api/transaction";
import { todayInIndia } from "../../../shared/rules/calendar-date";
import { SYSTEM_TEXT_CODES } from "../../../shared/rules/system-texts";
import { addLedger, addStudent, addTransaction, dataOf, directorWithSchool, type Director } from "../../test/fixtures";
import { createTestApp } from "../../test/test-app";
import { describeEachDatabase } from "../../test/test-database";

describeEachDatabase("student routes", (database) => {
  let api: ReturnType<typeof createTestApp>;
  let director: Director;
  let ledger: Ledger;
  beforeAll(async () => {
    api = createTestApp(database().db);
    director = await directorWithSchool(api);
    ledger = await addLedger(api, director);
  });

  const page = async (ledgerId: string, query: string) => {
    const response = await api.call("GET", `/api/v1/student/ledger/${ledgerId}?${query}`, director.headers);
    expect(response.status).toBe(200);
    return (await response.json()) as StudentPage;
  };

  it("turns an initial course fee into a Dues transaction dated today", async () => {
    const student = await addStudent(api, director, ledger, { name: " Priya  ", initialCourseFee: 12000.5 });
    expect(student).toMatchObject({
      name: "Priya",
      transactionCount: 1,
      ledgerOwnerId: ledger._id,
      schoolOwnerId: director.school._id,
    });
    const transactions = await dataOf<Transaction[]>(
      await api.call("GET", `/api/v1/transactions/student/${student._id}`, director.headers),
    );
    expect(transactions).toEqual([
      expect.objectContaining({
        amount: 12000.5,
        transactionType: "Debit",
        transactionDate: todayInIndia(),
        description: SYSTEM_TEXT_CODES.initialCourseFee,
      }),
    ]);
    const fetched = await dataOf<Student>(await api.call("GET", `/api/v1/student/${student._id}`, director.headers));
    expect(fetched.transactionCount).toBe(1);
    const noFee = await addStudent(api, director, ledger, { initialCourseFee: 0 });
    expect(noFee.transactionCount).toBe(0);
  });

  it("refuses a phone number that is not 10 digits, on add and on update", async () => {
    const add = await api.call("POST", "/api/v1/student/add", director.headers, {
      name: "Short Phone",
      phoneNumber: "987654321",
      ledgerOwnerId: ledger._id,
      schoolOwnerId: director.school._id,
    });
    expect(add.status).toBe(400);
    expect(await add.json()).toMatchObject({
      error: { issues: [{ path: "phoneNumber", message: "Phone number must be 10 digits!" }] },
    });

    const student = await addStudent(api, director, ledger);
    const update = await api.call("PUT", `/api/v1/student/${student._id}`, director.headers, {
      name: student.name,
      phoneNumber: "12345",
      ledgerOwnerId: ledger._id,
    });
    expect(update.status).toBe(400);
    const fixed = await dataOf<Student>(
      await api.call("PUT", `/api/v1/student/${student._id}`, director.headers, {
        name: "Renamed",
        phoneNumber: "91234 56789",
        dateOfBirth: "",
        ledgerOwnerId: ledger._id,
      }),
    );
    expect(fixed).toMatchObject({ name: "Renamed", phoneNumber: "9123456789", dateOfBirth: "", fatherName: "" });
  });

  it("rejects dates that do not exist", async () => {
    const response = await api.call("POST", "/api/v1/student/add", director.headers, {
      name: "Bad Date",
      phoneNumber: "9876543210",
      dateOfBirth: "2012-02-30",
      ledgerOwnerId: ledger._id,
      schoolOwnerId: director.school._id,
    });
    expect(response.status).toBe(400);
  });

  it("pages 150 students in roll-number order and searches by name or roll number", async () => {
    const big = await addLedger(api, director, "Big class");
    for (let roll = 150; roll >= 1; roll--) {
      await addStudent(api, director, big, {
        name: roll === 42 ? "Kavya Mishra" : `Student ${roll}`,
        rollNumber: String(roll),
      });
    }
    const first = await page(big._id, "page=1&limit=100");
    expect(first).toMatchObject({ currentPage: 1, totalPages: 2, totalCount: 150 });
    expect(first.data).toHaveLength(100);
    expect(first.data.slice(0, 3).map((s) => s.rollNumber)).toEqual(["1", "2", "3"]);
    const second = await page(big._id, "page=2&limit=100");
    expect(second.data.map((s) => s.rollNumber)).toEqual(Array.from({ length: 50 }, (_, i) => String(101 + i)));

    expect((await page(big._id, "search=kAVya")).data.map((s) => s.rollNumber)).toEqual(["42"]);
    const byRoll = await page(big._id, "search=14&limit=100");
    expect(byRoll.data.map((s) => s.rollNumber)).toEqual([
      "14",
      "114",
      "140",
      "141",
      "142",
      "143",
      "144",
      "145",
      "146",
      "147",
      "148",
      "149",
    ]);
    expect((await page(big._id, "search=%25")).totalCount).toBe(0);
    expect((await page(big._id, "search=nobody")).totalPages).toBe(1);
  });

  it("shows each student's balance, filters those who owe money and sorts A–Z", async () => {
    const own = await addLedger(api, director, "Balance class");
    const owes = await addStudent(api, director, own, { name: "zara", rollNumber: "1", initialCourseFee: 12000 });
    await addTransaction(api, director, owes, { amount: 2000.5, transactionType: "Credit" });
    const ahead = await addStudent(api, director, own, { name: "Bilal", rollNumber: "2" });
    await addTransaction(api, director, ahead, { amount: 500, transactionType: "Credit" });
    await addStudent(api, director, own, { name: "Anu", rollNumber: "3", initialCourseFee: 700 });

    const all = await page(own._id, "limit=10");
    expect(all.data.map((s) => [s.name, s.balance])).toEqual([
      ["zara", 9999.5],
      ["Bilal", -500],
      ["Anu", 700],
    ]);
    const owing = await page(own._id, "filter=owes");
    expect(owing.data.map((s) => s.name)).toEqual(["zara", "Anu"]);
    expect(owing).toMatchObject({ totalCount: 2, totalPages: 1 });
    expect((await page(own._id, "sort=name")).data.map((s) => s.name)).toEqual(["Anu", "Bilal", "zara"]);
    expect((await page(own._id, "filter=owes&sort=name&search=a")).data.map((s) => s.name)).toEqual(["Anu", "zara"]);
    expect((await api.call("GET", `/api/v1/student/ledger/${own._id}?filter=rich`, director.headers)).status).toBe(400);
    expect(await dataOf<Student>(await api.call("GET", `/api/v1/student/${owes._id}`, director.headers))).toMatchObject(
      { balance: 9999.5 },
    );
  });

  it("lists each student exactly as the single-student calls return it, in the documented shape", async () => {
    const own = await addLedger(api, director, "Shape class");
    const added = await addStudent(api, director, own, {
      name: 'Aditi "Adi" Rao',
      fatherName: "राजेश",
      dateOfBirth: "2014-03-09",
      rollNumber: "7",
      address: "Line 1\nLine 2",
      initialCourseFee: 900,
    });
    const undated = await addStudent(api, director, own, { name: "Bina", rollNumber: "8", dateOfBirth: "" });
    const listed = studentPageResponseSchema.parse(await page(own._id, "limit=10"));
    const fetched = await Promise.all(
      [added, undated].map(async (one) =>
        dataOf<Student>(await api.call("GET", `/api/v1/student/${one._id}`, director.headers)),
      ),
    );
    expect(listed.data).toEqual(fetched);
    expect(listed.data).toEqual([added, undated]);
    expect(listed.data[0]).toMatchObject({
      fatherName: "राजेश",
      dateOfBirth: "2014-03-09",
      address: "Line 1\nLine 2",
      transactionCount: 1,
    });
    expect(listed.data[1]).toMatchObject({ dateOfBirth: "", transactionCount: 0 });
  });

  it("caps a page at 100 students", async () => {
    const response = await api.call("GET", `/api/v1/student/ledger/${ledger._id}?limit=101`, director.headers);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { issues: [expect.objectContaining({ path: "limit" })] } });
  });

  it("deletes a student with their transactions", async () => {
    const student = await addStudent(api, director, ledger, { initialCourseFee: 500 });
    expect((await api.call("DELETE", `/api/v1/student/${student._id}`, director.headers)).status).toBe(200);
    expect((await api.call("GET", `/api/v1/transactions/student/${student._id}`, director.headers)).status).toBe(404);
  });
});
