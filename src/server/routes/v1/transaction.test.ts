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
        studentOwnerId: student._id, amount: 0.1, transactionDate: "2025-05-02",
      }),
    );
    expect(received).toMatchObject({ transactionType: "Credit", amount: 0.1, description: "" });
    await addTransaction(api, director, student, { amount: 100000.2, transactionDate: "2025-04-01" });
    await addTransaction(api, director, student, { amount: 0.2, transactionType: "Credit", transactionDate: "2025-06-01" });

    const list = await dataOf<Transaction[]>(await api.call("GET", `/api/v1/transactions/student/${student._id}`, director.headers));
    expect(list.map((t) => t.transactionDate)).toEqual(["2025-04-01", "2025-05-02", "2025-06-01"]);
    expect(feeTotals(list)).toEqual({ totalDue: 100000.2, totalPaid: 0.3, balance: 99999.9 });
  });

  it.each([
    [{ amount: 0 }, "amount"],
    [{ amount: -5 }, "amount"],
    [{ amount: 10.123 }, "amount"],
    [{ amount: 10_000_000.01 }, "amount"],
    [{ amount: "100" }, "amount"],
    [{ transactionType: "Refund" }, "transactionType"],
    [{ transactionDate: "" }, "transactionDate"],
    [{ transactionDate: "2025-13-01" }, "transactionDate"],
  ])("refuses %j with an issue on %s", async (change, path) => {
    const response = await api.call("POST", "/api/v1/transactions/add", director.headers, {
      studentOwnerId: student._id, amount: 100, transactionType: "Debit", transactionDate: "2025-04-01", ...change,
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { issues: { path: string }[] } };
    expect(body.error.issues.map((i) => i.path)).toContain(path);
  });

  it("deletes a transaction once", async () => {
    const transaction = await addTransaction(api, director, student);
    expect((await api.call("DELETE", `/api/v1/transactions/${transaction._id}`, director.headers)).status).toBe(200);
    expect((await api.call("DELETE", `/api/v1/transactions/${transaction._id}`, director.headers)).status).toBe(404);
  });
});
