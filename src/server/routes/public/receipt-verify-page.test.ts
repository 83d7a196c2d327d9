import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, expect, it } from "vitest";
import type { Ledger } from "../../../shared/api/ledger";
import type { Transaction } from "../../../shared/api/transaction";
import { parseTrustProxy } from "../../http/client-ip";
import { verifyHashOf } from "../../services/receipt-verify/receipt-codes";
import { addLedger, addStudent, addTransaction, dataOf, directorWithSchool, type Director } from "../../test/fixtures";
import { createTestApp, TEST_PUBLIC_URL } from "../../test/test-app";
import { describeEachDatabase } from "../../test/test-database";

/** Each test asks from its own address, so one test's requests never count against another's limit. */
let nextAddress = 1;
const fromNewAddress = () => new Headers({ "x-forwarded-for": `203.0.113.${nextAddress++}` });

describeEachDatabase("GET /r/{code}: a receipt anyone can verify (issue 28)", (database) => {
  let api: ReturnType<typeof createTestApp>;
  let director: Director;
  let ledger: Ledger;
  beforeAll(async () => {
    api = createTestApp(database().db, { trustProxy: parseTrustProxy("true") });
    director = await directorWithSchool(api, "Saraswati Vidya Mandir");
    ledger = await addLedger(api, director);
  });

  /** The stored row's hash and cancel time (routes' tests reach the database only through drizzle's `sql`). */
  async function storedRow(id: string) {
    const result = (await database().db.execute(
      sql`select verify_hash, cancelled_at from fee_transaction where id = ${id}`,
    )) as unknown as { rows: { verify_hash: string | null; cancelled_at: Date | string }[] };
    return result.rows[0]!;
  }
  const open = (url: string, headers = fromNewAddress()) => api.app.request(new URL(url).pathname, { headers });
  const listOf = async (studentId: string) =>
    dataOf<Transaction[]>(await api.call("GET", `/api/v1/transactions/student/${studentId}`, director.headers));

  it("a receipt's verifyUrl opens a noindex, uncached page saying valid, with the school, number, date, amount and student", async () => {
    const student = await addStudent(api, director, ledger, { name: "Sonu Paswan", rollNumber: "11" });
    const charge = await addTransaction(api, director, student, { amount: 1000, transactionType: "Debit" });
    const receipt = await addTransaction(api, director, student, { amount: 1250, transactionType: "Credit" });
    expect(charge.verifyUrl).toBeUndefined();
    expect(receipt.verifyUrl).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/r/[a-z2-7]{24}$`));
    // Every serving of the row gives the same code: a reprint carries the same QR.
    const listed = (await listOf(student._id)).find((t) => t._id === receipt._id)!;
    expect(listed.verifyUrl).toBe(receipt.verifyUrl);
    // Only the code's hash is kept.
    const code = receipt.verifyUrl!.split("/r/")[1]!;
    const row = await storedRow(receipt._id);
    expect(row.verify_hash).toBe(verifyHashOf(code));
    expect(
      JSON.stringify(row, (_key, value: unknown) => (typeof value === "bigint" ? String(value) : value)),
    ).not.toContain(code);

    const page = await open(receipt.verifyUrl!);
    expect(page.status).toBe(200);
    expect(page.headers.get("x-robots-tag")).toBe("noindex");
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain("Valid / मान्य");
    expect(html).toContain("Saraswati Vidya Mandir");
    expect(html).toContain(receipt.receiptNo!);
    expect(html).toContain("₹1,250");
    expect(html).toContain("Sonu Paswan");
    expect(html).not.toContain("<script");
    // Typed from paper in capitals, it is the same receipt.
    expect((await open(`${TEST_PUBLIC_URL}/r/${code.toUpperCase()}`)).status).toBe(200);
  });

  it("a receipt written before codes existed gets its hash when it is first served (the lazy backfill)", async () => {
    const student = await addStudent(api, director, ledger, { name: "Old Receipt", rollNumber: "14" });
    const receipt = await addTransaction(api, director, student, { amount: 400, transactionType: "Credit" });
    await database().db.execute(sql`update fee_transaction set verify_hash = null where id = ${receipt._id}`);
    expect((await open(receipt.verifyUrl!)).status).toBe(404);
    const listed = (await listOf(student._id)).find((t) => t._id === receipt._id)!;
    expect(listed.verifyUrl).toBe(receipt.verifyUrl);
    expect((await open(receipt.verifyUrl!)).status).toBe(200);
  });

  it("after the owner cancels the receipt, its page says cancelled, with the date", async () => {
    const student = await addStudent(api, director, ledger, { name: "Rina Kumari", rollNumber: "12" });
    const receipt = await addTransaction(api, director, student, { amount: 300, transactionType: "Credit" });
    const cancelled = await api.call("POST", `/api/v1/transactions/${receipt._id}/cancel`, director.headers, {
      reason: "Cheque bounced",
    });
    expect(cancelled.status).toBe(200);
    const { cancelled_at: cancelledAt } = await storedRow(receipt._id);
    const cancelledOn = new Intl.DateTimeFormat("en-IN", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "Asia/Kolkata",
    }).format(new Date(cancelledAt));

    const html = await (await open(receipt.verifyUrl!)).text();
    expect(html).toContain(`Cancelled on ${cancelledOn}`);
    expect(html).toContain("रद्द");
    expect(html).not.toContain("Valid / मान्य");
    expect(html).toContain(receipt.receiptNo!);
  });

  it("a wrong or malformed code is the same 404 page, with nothing of any school", async () => {
    const student = await addStudent(api, director, ledger, { name: "Amit Yadav", rollNumber: "13" });
    await addTransaction(api, director, student, { amount: 500, transactionType: "Credit" });
    const wrong = await open(`${TEST_PUBLIC_URL}/r/${"a".repeat(24)}`);
    const malformed = await open(`${TEST_PUBLIC_URL}/r/not-a-code'%3Cscript%3E`);
    const deeper = await open(`${TEST_PUBLIC_URL}/r/${"a".repeat(24)}/students`);
    expect([wrong.status, malformed.status, deeper.status]).toEqual([404, 404, 404]);
    const bodies = await Promise.all([wrong.text(), malformed.text(), deeper.text()]);
    expect(new Set(bodies).size).toBe(1);
    for (const text of ["Saraswati", "Amit", "₹", "2025-26", "<script"]) expect(bodies[0]).not.toContain(text);
    expect(wrong.headers.get("x-robots-tag")).toBe("noindex");
    expect(wrong.headers.get("cache-control")).toBe("no-store");
  });

  it("30 codes a minute from one IP are answered; the next is 429, while another IP is still answered", async () => {
    const address = fromNewAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await open(`${TEST_PUBLIC_URL}/r/${"b".repeat(23)}${"a"}`, address)).status);
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    const refused = await open(`${TEST_PUBLIC_URL}/r/${"c".repeat(24)}`, address);
    expect([statuses[30], refused.status]).toEqual([429, 429]);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(refused.headers.get("x-robots-tag")).toBe("noindex");
    expect((await open(`${TEST_PUBLIC_URL}/r/${"c".repeat(24)}`)).status).toBe(404);
  });

  it("carries the app's security headers under its own stricter CSP, on every answer", async () => {
    const student = await addStudent(api, director, ledger, { name: "Header Check", rollNumber: "15" });
    const receipt = await addTransaction(api, director, student, { amount: 200, transactionType: "Credit" });
    for (const response of [await open(receipt.verifyUrl!), await open(`${TEST_PUBLIC_URL}/r/nothing`)]) {
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
      expect(response.headers.get("referrer-policy")).toBe("no-referrer");
      const csp = response.headers.get("content-security-policy")!;
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain("script-src");
    }
  });

  it("fuzzed codes, methods and paths under /r/ never make a 5xx, and never name the school", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ unit: "binary", maxLength: 60 }), fc.stringMatching(/^[a-zA-Z2-7]{24}$/)),
        fc.constantFrom("GET", "HEAD", "POST", "PUT", "DELETE"),
        async (raw, method) => {
          const path = `/r/${encodeURIComponent(raw)}`;
          const response = await api.app.request(path, { method, headers: fromNewAddress() });
          expect([404, 405, 429]).toContain(response.status);
          expect(await response.text()).not.toContain("Saraswati");
        },
      ),
      { numRuns: 200 },
    );
  });
});
