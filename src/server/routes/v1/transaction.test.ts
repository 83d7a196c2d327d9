import { beforeAll, expect, it } from "vitest";
import type { Student } from "../../../shared/api/student";
import type { Transaction } from "../../../shared/api/transaction";
import { feeTotals } from "../../../shared/rules/fee-totals";
import { addLedger, addStudent, addTransaction, dataOf, directorWithSchool, type Director } from "../../test/fixtures";
import { createTestApp } from "../../test/test-app";
import { describeEachDatabase } from "../../test/test-database";

describeEachDatabase("transaction routes", (database) => {
  let api: ReturnType<typeof createTestApp>;
  let director: Director;
  let student: Student;
  beforeAll(async () => {
    api = createTestApp(database().db);
    director = await directorWithSchool(api);
    student = await addStudent(api, director, await addLedger(api, director));
  });

  it("records Received by default and lists oldest first with exact totals", async () => {
    const received = await dataOf<Transaction>(
      await api.call("POST", "/api/v1/transactions/add", director.headers, {
        studentOwnerId: student._id,
        amount: 0.1,
        transactionDate: "2025-05-02",
      }),
    );
    expect(received).toMatchObject({ transactionType: "Credit", amount: 0.1, description: "" });
    await addTransaction(api, director, student, { amount: 100000.2, transactionDate: "2025-04-01" });
    await addTransaction(api, director, student, {
      amount: 0.2,
      transactionType: "Credit",
      transactionDate: "2025-06-01",
    });

    const list = await dataOf<Transaction[]>(
      await api.call("GET", `/api/v1/transactions/student/${student._id}`, director.headers),
    );
    expect(list.map((t) => t.transactionDate)).toEqual(["2025-04-01", "2025-05-02", "2025-06-01"]);
    expect(feeTotals(list)).toEqual({ totalCharged: 100000.2, totalPaid: 0.3, balance: 99999.9 });
  });

  it.each([
    [{ amount: 0 }, "amount"],
    [{ amount: -5 }, "amount"],
    [{ amount: 10.123 }, "amount"],
    [{ amount: 10_000_000.01 }, "amount"],
    [{ amount: "1e2" }, "amount"],
    [{ amount: 1.000000001 }, "amount"],
    [{ amount: 5e-324 }, "amount"],
    [{ amount: "1.000000001" }, "amount"],
    [{ amount: null }, "amount"],
    [{ description: "Fee\u0000" }, "description"],
    [{ description: "Fee\nApril" }, "description"],
    [{ transactionType: "Refund" }, "transactionType"],
    [{ transactionDate: "" }, "transactionDate"],
    [{ transactionDate: "2025-13-01" }, "transactionDate"],
  ])("refuses %j with an issue on %s", async (change, path) => {
    const response = await api.call("POST", "/api/v1/transactions/add", director.headers, {
      studentOwnerId: student._id,
      amount: 100,
      transactionType: "Debit",
      transactionDate: "2025-04-01",
      ...change,
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { issues: { path: string }[] } };
    expect(body.error.issues.map((i) => i.path)).toContain(path);
  });

  it("takes the amount as a decimal string too, exactly", async () => {
    const transaction = await addTransaction(api, director, student, { amount: "1500.50" });
    expect(transaction.amount).toBe(1500.5);
  });

  it("deletes a transaction once", async () => {
    const transaction = await addTransaction(api, director, student);
    expect((await api.call("DELETE", `/api/v1/transactions/${transaction._id}`, director.headers)).status).toBe(200);
    expect((await api.call("DELETE", `/api/v1/transactions/${transaction._id}`, director.headers)).status).toBe(404);
  });

  it("numbers Received per school and session, gapless under 20 concurrent posts, never reusing a deleted number", async () => {
    const school = await directorWithSchool(api, "Receipt School");
    const payer = await addStudent(api, school, await addLedger(api, school));
    const post = (fields: Record<string, unknown>) =>
      addTransaction(api, school, payer, { transactionType: "Credit", amount: 10, ...fields });
    const concurrent = await Promise.all(
      Array.from({ length: 20 }, () => post({ transactionDate: "2025-06-01", paymentMode: "upi" })),
    );
    const numbers = concurrent.map((t) => t.receiptNo).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `2025-26/${String(i + 1).padStart(4, "0")}`));
    expect(concurrent.every((t) => t.paymentMode === "upi")).toBe(true);

    const last = concurrent.find((t) => t.receiptNo === "2025-26/0020")!;
    expect((await api.call("DELETE", `/api/v1/transactions/${last._id}`, school.headers)).status).toBe(200);
    expect((await post({ transactionDate: "2026-03-31" })).receiptNo).toBe("2025-26/0021");
    // A new session starts at 1; Dues get no number; another school has its own sequence.
    expect((await post({ transactionDate: "2026-04-01", paymentMode: "cheque" })).receiptNo).toBe("2026-27/0001");
    expect(
      (await addTransaction(api, school, payer, { transactionType: "Debit", paymentMode: "cash" })).receiptNo,
    ).toBeNull();
    expect(
      (await addTransaction(api, director, student, { transactionType: "Credit", transactionDate: "2025-06-01" }))
        .receiptNo,
    ).toMatch(/^2025-26\/000\d$/);

    const listed = await dataOf<Transaction[]>(
      await api.call("GET", `/api/v1/transactions/student/${payer._id}`, school.headers),
    );
    expect(listed.find((t) => t.transactionDate === "2026-04-01")).toMatchObject({
      receiptNo: "2026-27/0001",
      paymentMode: "cheque",
    });
    expect(listed.find((t) => t.transactionType === "Debit")).toMatchObject({ receiptNo: null, paymentMode: null });
  });

  it("refuses an unknown payment mode", async () => {
    const response = await api.call("POST", "/api/v1/transactions/add", director.headers, {
      studentOwnerId: student._id,
      amount: 1,
      transactionDate: "2025-04-01",
      paymentMode: "barter",
    });
    expect(response.status).toBe(400);
  });
});
