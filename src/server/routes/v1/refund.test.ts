import { beforeAll, expect, it } from "vitest";
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
  type StaffMember,
} from "../../test/fixtures";
import { createTestApp } from "../../test/test-app";
import { describeEachDatabase } from "../../test/test-database";

describeEachDatabase("Refunds (issue 28)", (database) => {
  let api: ReturnType<typeof createTestApp>;
  let director: Director;
  let staff: StaffMember;
  let ledger: Ledger;
  beforeAll(async () => {
    api = createTestApp(database().db);
    director = await directorWithSchool(api);
    staff = await staffOf(api, director);
    ledger = await addLedger(api, director);
  });

  const balanceOf = async (student: Student) =>
    dataOf<Student>(await api.call("GET", `/api/v1/student/${student._id}`, director.headers)).then((s) => s.balance);
  const refund = (student: Student, amount: number, headers = director.headers, date = "2025-11-20") =>
    api.call("POST", `/api/v1/student/${student._id}/refunds`, headers, {
      amount,
      reason: "Left the school",
      paymentMode: "cash",
      date,
    });

  it("numbers refunds in their own series, raises the balance and stays in the books", async () => {
    const student = await addStudent(api, director, ledger, { name: "Meena Kumari", rollNumber: "3" });
    await addTransaction(api, director, student, { amount: 1000, transactionType: "Debit" });
    await addTransaction(api, director, student, { amount: 1000, transactionType: "Credit" });
    expect(await balanceOf(student)).toBe(0);

    const first = await refund(student, 200);
    expect(first.status).toBe(201);
    const paid = dataOf<Transaction>(first);
    expect(await paid).toMatchObject({
      refundNo: "2025-26/R0001",
      receiptNo: null,
      amount: 200,
      transactionType: "Debit",
      description: "Left the school",
      paymentMode: "cash",
    });
    expect(await balanceOf(student)).toBe(200);
    const second = dataOf<Transaction>(await refund(student, 300));
    expect((await second).refundNo).toBe("2025-26/R0002");
    expect(await balanceOf(student)).toBe(500);
    // The receipt series is untouched: the next receipt is still 2025-26/0002.
    const receipt = await addTransaction(api, director, student, { amount: 100, transactionType: "Credit" });
    expect(receipt.receiptNo).toMatch(/\/0002$/);

    // A refund paid out stays in the books: not deleted, by the owner either.
    const deleted = await api.call("DELETE", `/api/v1/transactions/${(await paid)._id}`, director.headers);
    expect(deleted.status).toBe(409);
    const list = await dataOf<Transaction[]>(
      await api.call("GET", `/api/v1/transactions/student/${student._id}`, director.headers),
    );
    expect(list.filter((t) => t.refundNo).map((t) => t.refundNo)).toEqual(["2025-26/R0001", "2025-26/R0002"]);
  });

  it("refuses a refund larger than the payments so far, staff, and a bad body", async () => {
    const student = await addStudent(api, director, ledger, { name: "Raju Yadav", rollNumber: "4" });
    await addTransaction(api, director, student, { amount: 500, transactionType: "Credit" });
    const tooLarge = await refund(student, 500.01);
    expect(tooLarge.status).toBe(400);
    const body = (await tooLarge.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("REFUND_TOO_LARGE");
    expect(body.error.message).toContain("₹500");
    expect((await refund(student, 200, staff.headers)).status).toBe(403);
    expect((await refund(student, 0)).status).toBe(400);
    expect((await refund(student, 1.234)).status).toBe(400);
    expect((await refund(student, 100, director.headers, "2025-02-30")).status).toBe(400);
    expect(await balanceOf(student)).toBe(-500);
    // What was refunded already counts: ₹300 then ₹201 is more than the ₹500 paid.
    expect((await refund(student, 300)).status).toBe(201);
    expect((await refund(student, 201)).status).toBe(400);
    expect((await refund(student, 200)).status).toBe(201);
  });

  it("counts only money the family paid across a rollover: a debt carried away is no payment, an advance refunds once, in its new session", async () => {
    const old = await addLedger(api, director, "Class 4 Rollover");
    const owes = await addStudent(api, director, old, { name: "Owes Only", rollNumber: "1" });
    await addTransaction(api, director, owes, { amount: 1200, transactionType: "Debit" });
    const ahead = await addStudent(api, director, old, { name: "Paid Ahead", rollNumber: "2" });
    await addTransaction(api, director, ahead, { amount: 300.5, transactionType: "Credit" });
    const rolled = await dataOf<{ ledger: Ledger }>(
      await api.call("POST", `/api/v1/ledger/${old._id}/rollover`, director.headers, {
        ledgerName: "Class 5 Rollover",
        className: "5",
        sessionYear: "2026-27",
        carryBalances: true,
      }),
    );
    const [owesNow, aheadNow] = (
      (await (
        await api.call("GET", `/api/v1/student/ledger/${rolled.ledger._id}?limit=10`, director.headers)
      ).json()) as { data: Student[] }
    ).data as [Student, Student];
    // The old "Carried to" entry that settled ₹1,200 of debt was never money from the family.
    expect((await refund(owes, 1)).status).toBe(400);
    // The ₹300.50 advance moved to the new session: refunded there, once, and no longer in the old one.
    expect((await refund(ahead, 1)).status).toBe(400);
    expect((await refund(aheadNow, 300.51, director.headers, "2026-05-02")).status).toBe(400);
    expect((await refund(aheadNow, 300.5, director.headers, "2026-05-02")).status).toBe(201);
    expect(await balanceOf(aheadNow)).toBe(0);
    expect(await balanceOf(owesNow)).toBe(1200);
  });
});
