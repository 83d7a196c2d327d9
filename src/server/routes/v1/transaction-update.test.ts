import { beforeAll, expect, it } from "vitest";
import type { ActivityEntry } from "../../../shared/api/activity";
import type { Student } from "../../../shared/api/student";
import type { Transaction } from "../../../shared/api/transaction";
import { feeTotals } from "../../../shared/rules/fee-totals";
import {
  addLedger,
  addStudent,
  addTransaction,
  dataOf,
  directorWithSchool,
  staffOf,
  type Director,
} from "../../test/fixtures";
import { createTestApp } from "../../test/test-app";
import { describeEachDatabase } from "../../test/test-database";

describeEachDatabase("PUT /transactions/{transactionId}", (database) => {
  let api: ReturnType<typeof createTestApp>;
  let director: Director;
  let student: Student;
  beforeAll(async () => {
    api = createTestApp(database().db);
    director = await directorWithSchool(api);
    student = await addStudent(api, director, await addLedger(api, director), { name: "Aarav Sharma" });
  });

  const put = (id: string, body: unknown, headers = director.headers) =>
    api.call("PUT", `/api/v1/transactions/${id}`, headers, body);
  const listed = async (studentId = student._id) =>
    dataOf<Transaction[]>(await api.call("GET", `/api/v1/transactions/student/${studentId}`, director.headers));
  const activity = async () =>
    (
      (await (await api.call("GET", `/api/v1/activity?studentId=${student._id}`, director.headers)).json()) as {
        data: ActivityEntry[];
      }
    ).data;

  it("corrects a Received's amount, description, date and mode, keeps its receipt number, and the balance follows", async () => {
    await addTransaction(api, director, student, { amount: 5000, transactionType: "Debit" });
    const received = await addTransaction(api, director, student, {
      amount: 1500,
      transactionType: "Credit",
      transactionDate: "2025-05-02",
      paymentMode: "cash",
    });
    expect(received.receiptNo).toBe("2025-26/0001");

    const corrected = await dataOf<Transaction>(
      await put(received._id, {
        amount: "1200.50",
        description: "May instalment",
        transactionDate: "2025-05-03",
        paymentMode: "upi",
        transactionType: "Debit",
      }),
    );
    expect(corrected).toEqual({
      ...received,
      amount: 1200.5,
      description: "May instalment",
      transactionDate: "2025-05-03",
      paymentMode: "upi",
      // The type is fixed: a transactionType in the body is not a field of this route.
      transactionType: "Credit",
      receiptNo: "2025-26/0001",
    });
    const list = await listed();
    expect(list.find((t) => t._id === received._id)).toEqual(corrected);
    expect(feeTotals(list)).toEqual({ totalCharged: 5000, totalPaid: 1200.5, balance: 3799.5 });
    // The next receipt is still the next number: the correction allocated none.
    expect(
      (
        await addTransaction(api, director, student, {
          amount: 1,
          transactionType: "Credit",
          transactionDate: "2025-05-04",
        })
      ).receiptNo,
    ).toBe("2025-26/0002");
  });

  it("records who changed which amount from what to what, in the activity log", async () => {
    const staff = await staffOf(api, director, "clerk@example.com");
    const dues = await addTransaction(api, director, student, { amount: 2000, transactionType: "Debit" });
    expect((await put(dues._id, { amount: 2500, transactionDate: "2025-04-10" }, staff.headers)).status).toBe(200);
    expect(
      (await put(dues._id, { amount: 2500, description: "Only the text", transactionDate: "2025-04-10" })).status,
    ).toBe(200);
    const [textOnly, amountChange] = await activity();
    expect(amountChange).toMatchObject({
      email: "clerk@example.com",
      action: "update",
      entity: "transaction",
      entityId: dues._id,
      code: "transactionUpdated",
      params: { type: "debit", from: 2000, amount: 2500, student: "Aarav Sharma" },
    });
    expect(textOnly).toMatchObject({
      action: "update",
      entity: "transaction",
      entityId: dues._id,
      code: "transactionUpdated",
      params: { type: "debit", from: 2500, amount: 2500, student: "Aarav Sharma" },
    });
  });

  it("keeps Dues without a payment mode and without a receipt number", async () => {
    const dues = await addTransaction(api, director, student, { amount: 700, transactionType: "Debit" });
    const corrected = await dataOf<Transaction>(
      await put(dues._id, { amount: 750, transactionDate: "2025-04-11", paymentMode: "cash" }),
    );
    expect(corrected).toMatchObject({
      transactionType: "Debit",
      amount: 750,
      paymentMode: null,
      receiptNo: null,
      description: "",
    });
  });

  it.each([
    [{ amount: 0 }, "amount"],
    [{ amount: -5 }, "amount"],
    [{ amount: 10.123 }, "amount"],
    [{ amount: 10_000_000.01 }, "amount"],
    [{ amount: null }, "amount"],
    [{ description: "Fee\u0000" }, "description"],
    [{ description: "x".repeat(201) }, "description"],
    [{ transactionDate: "" }, "transactionDate"],
    [{ transactionDate: "2025-02-30" }, "transactionDate"],
    [{ paymentMode: "barter" }, "paymentMode"],
  ])("refuses %j with an issue on %s and changes nothing", async (change, path) => {
    const transaction = await addTransaction(api, director, student, {
      amount: 900,
      transactionType: "Credit",
      transactionDate: "2025-06-01",
    });
    const response = await put(transaction._id, { amount: 100, transactionDate: "2025-06-02", ...change });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { issues: { path: string }[] } };
    expect(body.error.issues.map((issue) => issue.path)).toContain(path);
    expect((await listed()).find((t) => t._id === transaction._id)).toEqual(transaction);
  });

  it("answers 404 for another school's transaction, a missing one and a malformed id, and leaves the other school's row alone", async () => {
    const other = await directorWithSchool(api, "Other School");
    const theirStudent = await addStudent(api, other, await addLedger(api, other));
    const theirs = await addTransaction(api, other, theirStudent, { amount: 300 });
    const before = await activity();
    for (const id of [theirs._id, crypto.randomUUID(), "not-a-uuid"]) {
      const response = await put(id, { amount: 1, transactionDate: "2025-04-01" });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ success: false, error: { code: "NOT_FOUND" } });
    }
    const theirList = await dataOf<Transaction[]>(
      await api.call("GET", `/api/v1/transactions/student/${theirStudent._id}`, other.headers),
    );
    expect(theirList).toEqual([theirs]);
    expect(await activity()).toEqual(before);
  });
});
