import { beforeAll, expect, it } from "vitest";
import type { Ledger } from "../../../shared/api/ledger";
import type { Transaction } from "../../../shared/api/transaction";
import { parseTrustProxy } from "../../http/client-ip";
import { addLedger, addStudent, addTransaction, dataOf, directorWithSchool, type Director } from "../../test/fixtures";
import { createTestApp, TEST_PUBLIC_URL } from "../../test/test-app";
import { describeEachDatabase } from "../../test/test-database";

describeEachDatabase("GET /r/{code} for a refund voucher (issue 28)", (database) => {
  let api: ReturnType<typeof createTestApp>;
  let director: Director;
  let ledger: Ledger;
  beforeAll(async () => {
    api = createTestApp(database().db, { trustProxy: parseTrustProxy("true") });
    director = await directorWithSchool(api, "Saraswati Vidya Mandir");
    ledger = await addLedger(api, director);
  });

  it("a refund's verifyUrl opens the public page naming it a refund voucher, with its number, date, amount and student", async () => {
    const student = await addStudent(api, director, ledger, { name: "Meena Kumari", rollNumber: "12" });
    await addTransaction(api, director, student, {
      amount: 900,
      transactionType: "Credit",
      transactionDate: "2025-11-10",
    });
    const refund = await dataOf<Transaction>(
      await api.call("POST", `/api/v1/student/${student._id}/refunds`, director.headers, {
        amount: 200,
        reason: "Left the school",
        paymentMode: "cash",
        date: "2025-11-20",
      }),
    );
    expect(refund.refundNo).toMatch(/\/R0001$/);
    expect(refund.verifyUrl).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/r/[a-z2-7]{24}$`));
    // The student's transactions serve the refund row with the same address (a reprint carries the same QR).
    const listed = await dataOf<Transaction[]>(
      await api.call("GET", `/api/v1/transactions/student/${student._id}`, director.headers),
    );
    expect(listed.find((t) => t._id === refund._id)?.verifyUrl).toBe(refund.verifyUrl);

    const page = await api.app.request(new URL(refund.verifyUrl!).pathname, {
      headers: new Headers({ "x-forwarded-for": "203.0.113.201" }),
    });
    expect(page.status).toBe(200);
    expect(page.headers.get("x-robots-tag")).toBe("noindex");
    const html = await page.text();
    expect(html).toContain("Valid / मान्य");
    expect(html).toContain("This refund voucher was issued by the school below.");
    expect(html).toContain("Refund no. / वापसी सं.");
    expect(html).toContain(refund.refundNo!);
    expect(html).toContain("₹200");
    expect(html).toContain("Meena Kumari");
    expect(html).toContain("Saraswati Vidya Mandir");
  });
});
