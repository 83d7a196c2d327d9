import { beforeAll, describe, expect, it } from "vitest";
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

  it("numbers Received per school and session, gapless under 20 concurrent posts, never reusing a cancelled number", async () => {
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
    const cancelled = await api.call("POST", `/api/v1/transactions/${last._id}/cancel`, school.headers, {
      reason: "Written twice",
    });
    expect(cancelled.status).toBe(200);
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

  describe("with an Idempotency-Key (the offline outbox's resend)", () => {
    let payer: Student;
    beforeAll(async () => {
      payer = await addStudent(api, director, await addLedger(api, director, "Outbox Class"));
    });
    const keyed = (key: string) => {
      const headers = new Headers(director.headers);
      headers.set("idempotency-key", key);
      return headers;
    };
    const receive = (headers: Headers, amount = 500) =>
      api.call("POST", "/api/v1/transactions/add", headers, {
        studentOwnerId: payer._id,
        amount,
        transactionType: "Credit",
        transactionDate: "2027-05-02",
        paymentMode: "cash",
      });
    const listed = async () =>
      dataOf<Transaction[]>(await api.call("GET", `/api/v1/transactions/student/${payer._id}`, director.headers));

    it("answers a repeat with the first result and its receipt number, recording once", async () => {
      const headers = keyed(crypto.randomUUID());
      const first = await dataOf<Transaction>(await receive(headers));
      const again = await receive(headers);
      expect(again.status).toBe(200);
      expect(await dataOf<Transaction>(again)).toEqual(first);
      expect((await listed()).filter((t) => t.transactionDate === "2027-05-02")).toEqual([first]);
      // Another key is another entry, with the next number.
      const next = await dataOf<Transaction>(await receive(keyed(crypto.randomUUID())));
      expect(next.receiptNo).not.toBe(first.receiptNo);
      expect((await listed()).filter((t) => t.transactionDate === "2027-05-02")).toHaveLength(2);
    });

    it("records concurrent repeats once, each answered with the one receipt number", async () => {
      const headers = keyed(crypto.randomUUID());
      const before = (await listed()).length;
      const answers = await Promise.all(Array.from({ length: 5 }, () => receive(headers, 7)));
      const bodies = await Promise.all(answers.map((answer) => dataOf<Transaction>(answer)));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(bodies.map((body) => body._id)).size).toBe(1);
      expect(new Set(bodies.map((body) => body.receiptNo)).size).toBe(1);
      expect((await listed()).length).toBe(before + 1);
    });

    it("still answers the first result after the student was deleted", async () => {
      const gone = await addStudent(api, director, await addLedger(api, director, "Leaving Class"));
      const headers = keyed(crypto.randomUUID());
      const body = { studentOwnerId: gone._id, amount: 3, transactionType: "Credit", transactionDate: "2027-05-03" };
      const first = await dataOf<Transaction>(await api.call("POST", "/api/v1/transactions/add", headers, body));
      expect((await api.call("DELETE", `/api/v1/student/${gone._id}`, director.headers)).status).toBe(200);
      expect(await dataOf<Transaction>(await api.call("POST", "/api/v1/transactions/add", headers, body))).toEqual(
        first,
      );
      // A new entry for the deleted student is refused.
      const fresh = await api.call("POST", "/api/v1/transactions/add", keyed(crypto.randomUUID()), body);
      expect(fresh.status).toBe(404);
    });

    it("refuses a key already used for another kind of request (409)", async () => {
      const key = crypto.randomUUID();
      const ledger = await addLedger(api, director, "Dues Class");
      await addStudent(api, director, ledger);
      const charged = await api.call("POST", `/api/v1/ledger/${ledger._id}/dues`, keyed(key), {
        amount: 5,
        // Inside the ledger's 2025-26 session: a date outside it is refused before the key is claimed.
        transactionDate: "2025-05-01",
      });
      expect(charged.status).toBe(201);
      const refused = await receive(keyed(key));
      expect(refused.status).toBe(409);
    });
  });
});
