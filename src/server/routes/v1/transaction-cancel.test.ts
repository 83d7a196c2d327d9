import { beforeAll, expect, it } from "vitest";
import type { DefaultersPage, DuesSummary } from "../../../shared/api/dues";
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
import { readWorkbook } from "../../test/sheet-files";
import { createTestApp } from "../../test/test-app";
import { describeEachDatabase } from "../../test/test-database";

describeEachDatabase("Receipts are cancelled, never deleted (issue 28)", (database) => {
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

  const listOf = async (student: Student) =>
    dataOf<Transaction[]>(await api.call("GET", `/api/v1/transactions/student/${student._id}`, director.headers));
  const balanceOf = async (student: Student) =>
    dataOf<Student>(await api.call("GET", `/api/v1/student/${student._id}`, director.headers)).then((s) => s.balance);
  const cancel = (id: string, reason: string, headers = director.headers) =>
    api.call("POST", `/api/v1/transactions/${id}/cancel`, headers, { reason });

  it("keeps a cancelled receipt with its number, who, when and why, and counts it nowhere", async () => {
    const student = await addStudent(api, director, ledger, { name: "Sonu Paswan", rollNumber: "7" });
    await addTransaction(api, director, student, { amount: 1000, transactionType: "Debit" });
    const first = await addTransaction(api, director, student, { amount: 300, transactionType: "Credit" });
    const summaryBefore = dataOf<DuesSummary>(await api.call("GET", "/api/v1/dues/summary", director.headers));
    expect(await balanceOf(student)).toBe(700);

    // Staff may neither delete nor cancel money received; nor may the owner delete it.
    expect((await api.call("DELETE", `/api/v1/transactions/${first._id}`, staff.headers)).status).toBe(409);
    const ownerDelete = await api.call("DELETE", `/api/v1/transactions/${first._id}`, director.headers);
    expect(ownerDelete.status).toBe(409);
    expect(((await ownerDelete.json()) as { error: { code: string } }).error.code).toBe("CANCEL_INSTEAD");
    expect((await cancel(first._id, "Cheque bounced", staff.headers)).status).toBe(403);
    expect((await cancel(first._id, "no")).status).toBe(400);

    const cancelled = await cancel(first._id, "Cheque bounced");
    expect(cancelled.status).toBe(200);
    const row = (await listOf(student)).find((t) => t._id === first._id)!;
    expect(row).toMatchObject({
      cancelled: true,
      cancelReason: "Cheque bounced",
      cancelledBy: "Test Director",
      receiptNo: first.receiptNo,
    });
    expect(Date.parse(row.cancelledAt!)).not.toBeNaN();
    expect((await cancel(first._id, "Again")).status).toBe(409);

    // Counted nowhere: the balance, the dues summary, the defaulters, the ledger export.
    expect(await balanceOf(student)).toBe(1000);
    const summary = await dataOf<DuesSummary>(await api.call("GET", "/api/v1/dues/summary", director.headers));
    expect(summary.received).toBe((await summaryBefore).received - 300);
    const defaulters = (await (
      await api.call("GET", "/api/v1/dues/defaulters?search=Sonu", director.headers)
    ).json()) as DefaultersPage;
    expect(defaulters.data.map((d) => d.outstanding)).toEqual([1000]);
    const csv = await (await api.call("GET", `/api/v1/ledger/${ledger._id}/export.csv`, director.headers)).text();
    const line = csv.split("\n").find((l) => l.includes("Sonu Paswan"))!;
    expect(line).toMatch(/\b1000\b/);
    expect(line).not.toMatch(/\b700\b/);
    // The school workbook lists the cancelled receipt, marked, as the books keep it.
    const workbook = await readWorkbook(
      await (await api.call("GET", "/api/v1/school/export.xlsx", director.headers)).arrayBuffer(),
    );
    const transactions = workbook.get("Transactions")!;
    const cancelledColumn = (transactions[0] as string[]).indexOf("Cancelled");
    const cancelledRow = transactions.find((r) => (r as unknown[]).includes(first.receiptNo))!;
    expect(String((cancelledRow as unknown[])[cancelledColumn])).toContain("Cheque bounced");

    // The series has no gap: the next receipt takes the number after the cancelled one.
    const next = await addTransaction(api, director, student, { amount: 200, transactionType: "Credit" });
    const number = (receipt: string | null) => Number(receipt!.split("/")[1]);
    expect(number(next.receiptNo)).toBe(number(first.receiptNo) + 1);
    expect(await balanceOf(student)).toBe(800);

    // A cancelled receipt is not edited afterwards.
    const edit = await api.call("PUT", `/api/v1/transactions/${first._id}`, director.headers, {
      amount: 300,
      description: "",
      transactionDate: first.transactionDate,
    });
    expect(edit.status).toBe(409);
  });

  it("lets staff change a receipt's note but not its amount or date, and delete only their own Dues of today", async () => {
    const student = await addStudent(api, director, ledger, { name: "Priya Kumari", rollNumber: "8" });
    const receipt = await addTransaction(api, director, student, { amount: 500, transactionType: "Credit" });
    const put = (headers: Headers, fields: Record<string, unknown>) =>
      api.call("PUT", `/api/v1/transactions/${receipt._id}`, headers, {
        amount: 500,
        description: "",
        transactionDate: receipt.transactionDate,
        ...fields,
      });
    expect((await put(staff.headers, { amount: 450 })).status).toBe(403);
    expect((await put(staff.headers, { transactionDate: "2025-04-11" })).status).toBe(403);
    expect((await put(staff.headers, { description: "Paid by the uncle" })).status).toBe(200);
    expect((await put(director.headers, { amount: 450 })).status).toBe(200);
    expect(await balanceOf(student)).toBe(-450);

    const ownersCharge = await addTransaction(api, director, student, { amount: 100, transactionType: "Debit" });
    const staffCharge = await dataOf<Transaction>(
      await api.call("POST", "/api/v1/transactions/add", staff.headers, {
        studentOwnerId: student._id,
        amount: 100,
        description: "Exam fee",
        transactionType: "Debit",
        transactionDate: "2025-04-10",
      }),
    );
    expect((await api.call("DELETE", `/api/v1/transactions/${ownersCharge._id}`, staff.headers)).status).toBe(403);
    expect((await api.call("DELETE", `/api/v1/transactions/${staffCharge._id}`, staff.headers)).status).toBe(200);
    expect((await api.call("DELETE", `/api/v1/transactions/${ownersCharge._id}`, director.headers)).status).toBe(200);
  });
});
