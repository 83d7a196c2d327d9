import { sql } from "drizzle-orm";
import { gunzipSync } from "node:zlib";
import { beforeAll, expect, it } from "vitest";
import type { FamilyLink } from "../../../shared/api/family";
import type { FeeHead } from "../../../shared/api/fee-head";
import type { Student } from "../../../shared/api/student";
import type { Transaction } from "../../../shared/api/transaction";
import { parseTrustProxy } from "../../http/client-ip";
import { addLedger, addStudent, addTransaction, dataOf, directorWithSchool, type Director } from "../../test/fixtures";
import { createTestApp } from "../../test/test-app";
import { describeEachDatabase } from "../../test/test-database";

/** Each test asks from its own address, so one test's wrong codes never count against another's. */
let nextAddress = 1;
const fromNewAddress = () => new Headers({ "x-forwarded-for": `198.51.100.${nextAddress++}` });

describeEachDatabase("GET /p/{code}: the family's page for parents (issue 29)", (database) => {
  let api: ReturnType<typeof createTestApp>;
  let director: Director;
  let aarav: Student;
  let priya: Student;
  let receipt: Transaction;
  let url: string;
  beforeAll(async () => {
    api = createTestApp(database().db, { trustProxy: parseTrustProxy("true") });
    director = await directorWithSchool(api, "Saraswati Vidya Mandir");
    await database().db.execute(sql`update school set upi_vpa = 'svm@okaxis' where id = ${director.school._id}`);
    const class3 = await addLedger(api, director, "Class 3 A");
    const class5 = await addLedger(api, director, "Class 5 B");
    aarav = await addStudent(api, director, class3, { name: "Aarav Kumar", phoneNumber: "9111111111" });
    priya = await addStudent(api, director, class5, { name: "Priya Kumari", phoneNumber: "9111111111" });
    // Same school, another family; and another school's student with the same phone.
    await addStudent(api, director, class3, { name: "Sonu Paswan", phoneNumber: "9222222222" });
    const other = await directorWithSchool(api, "Other Public School");
    await addStudent(api, other, await addLedger(api, other), { name: "Stranger Child", phoneNumber: "9111111111" });

    const heads = await dataOf<FeeHead[]>(await api.call("GET", "/api/v1/fee-heads", director.headers));
    const tuition = heads.find((head) => head.code === "tuition")!;
    const concession = await api.call("PUT", `/api/v1/student/${priya._id}/concessions`, director.headers, [
      { feeHeadId: tuition.id, kind: "amount", value: 200, category: "sibling" },
    ]);
    expect(concession.status).toBe(200);
    const charge = (student: Student, amount: number, period: string, dueDate: string) =>
      addTransaction(api, director, student, {
        amount,
        feeHeadId: tuition.id,
        period,
        dueDate,
        transactionDate: `${period}-01`,
      });
    await charge(aarav, 1500, "2025-10", "2025-10-10");
    await charge(aarav, 1500, "2025-11", "2025-11-10");
    await charge(priya, 1800, "2025-11", "2025-11-10");
    receipt = await addTransaction(api, director, aarav, {
      amount: 1000,
      transactionType: "Credit",
      transactionDate: "2025-10-05",
    });
    url = (await dataOf<FamilyLink>(await api.call("POST", "/api/v1/families/9111111111/link", director.headers))).url;
  });

  const open = (path: string, headers = fromNewAddress()) => api.app.request(path, { headers });
  const pathOf = (link: string) => new URL(link).pathname;

  it("is sent compressed to a phone that accepts it (the same page, a third of the bytes on 2G)", async () => {
    const headers = fromNewAddress();
    headers.set("Accept-Encoding", "gzip");
    const response = await open(`${pathOf(url)}?lang=en`, headers);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    const bytes = Buffer.from(await response.arrayBuffer());
    const html = gunzipSync(bytes).toString();
    expect(html).toContain("Priya Kumari");
    expect(bytes.length).toBeLessThan(html.length / 2);
  });

  it("shows the school, both children with class, balance, dues by head and period with due dates, the concession, receipts with verify links, and the total", async () => {
    const response = await open(`${pathOf(url)}?lang=en`);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain("<script");
    for (const text of ["Saraswati Vidya Mandir", "Station Road, Sitamarhi", "9876543210"])
      expect(html).toContain(text);
    for (const text of ["Aarav Kumar", "Class 3 A", "Priya Kumari", "Class 5 B"]) expect(html).toContain(text);
    // Aarav: 3,000 charged, 1,000 paid (October settled less 500) → 2,000; Priya 1,800 − 200 concession → 1,600.
    expect(html).toContain("<strong>₹2,000</strong>");
    expect(html).toContain("<strong>₹1,600</strong>");
    expect(html).toMatch(/Total due<\/p><p class="total">₹3,600</);
    expect(html).toContain("Oct 2025");
    expect(html).toContain("10 Nov 2025");
    expect(html).toContain("Tuition");
    expect(html).toMatch(/Concessions<\/h3><table><tbody><tr><td>Tuition[^<]* Nov 2025<\/td><td class="n">₹200</);
    expect(html).toContain(receipt.receiptNo!);
    expect(html).toContain(`href="${receipt.verifyUrl!}"`);
    // Nothing of another family or school.
    for (const text of ["Sonu Paswan", "Stranger Child", "Other Public School"]) expect(html).not.toContain(text);
  });

  it("'Pay ₹X by UPI' is a upi://pay link with the UPI ID, payee, exact amount and the family reference, with a QR", async () => {
    const html = await (await open(`${pathOf(url)}?lang=en`)).text();
    const stored = (await database().db.execute(
      sql`select reference from family where school_id = ${director.school._id} and phone = '9111111111'`,
    )) as unknown as { rows: { reference: string }[] };
    const ref = stored.rows[0]!.reference;
    const link = /href="(upi:\/\/pay\?[^"]+)"/.exec(html)![1]!.replaceAll("&amp;", "&");
    const params = new URLSearchParams(link.slice("upi://pay?".length));
    expect(Object.fromEntries(params)).toEqual({
      pa: "svm@okaxis",
      pn: "Saraswati Vidya Mandir",
      am: "3600.00",
      cu: "INR",
      tn: `${ref} Aarav Priya`,
    });
    expect(html).toContain("Pay ₹3,600 by UPI");
    expect(html).toMatch(/<svg [^>]*viewBox/);
  });

  it("without a UPI ID there is no UPI link: the page says to pay at the office", async () => {
    await database().db.execute(sql`update school set upi_vpa = null where id = ${director.school._id}`);
    try {
      const html = await (await open(`${pathOf(url)}?lang=en`)).text();
      expect(html).not.toContain("upi://");
      expect(html).not.toContain("<svg");
      expect(html).toContain("Pay at the school office");
    } finally {
      await database().db.execute(sql`update school set upi_vpa = 'svm@okaxis' where id = ${director.school._id}`);
    }
  });

  it("speaks Hindi when asked and remembers the choice in a cookie", async () => {
    const asked = await open(`${pathOf(url)}?lang=hi`);
    const html = await asked.text();
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain("कुल बकाया");
    const cookie = asked.headers.get("set-cookie")!;
    expect(cookie).toContain("bahi-parent-lang=hi");
    const again = await api.app.request(pathOf(url), {
      headers: { cookie: cookie.split(";")[0]!, "x-forwarded-for": "198.51.100.250" },
    });
    expect(await again.text()).toContain("UPI से ₹3,600 भरें");
  });

  it("a wrong or malformed code is the same 404 page with nothing of any school; 30 wrong a minute → 429", async () => {
    const wrong = await open(`/p/${"a".repeat(32)}`);
    const malformed = await open("/p/not-a-code'%3Cscript%3E");
    const deeper = await open(`${pathOf(url)}/students`);
    expect([wrong.status, malformed.status, deeper.status]).toEqual([404, 404, 404]);
    const body = await wrong.text();
    for (const text of ["Saraswati", "Aarav", "₹"]) expect(body).not.toContain(text);
    expect(wrong.headers.get("x-robots-tag")).toBe("noindex");

    const address = fromNewAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await open(`/p/${"b".repeat(31)}${"a"}`, address)).status);
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Even the right code is refused from that IP for the rest of the minute; another IP is answered.
    const refused = await open(pathOf(url), address);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await open(pathOf(url))).status).toBe(200);
  });

  it("a parent reloading their own page many times is never refused", async () => {
    const address = fromNewAddress();
    for (let i = 0; i < 40; i++) expect((await open(pathOf(url), address)).status).toBe(200);
  });
});
