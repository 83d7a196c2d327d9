import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { FamilyLink, PaymentClaim } from "../../../shared/api/family";
import type { Statement } from "../../../shared/api/statement";
import type { Student } from "../../../shared/api/student";
import type { Transaction } from "../../../shared/api/transaction";
import { parseTrustProxy } from "../../http/client-ip";
import { addLedger, addStudent, addTransaction, dataOf, directorWithSchool, type Director } from "../../test/fixtures";
import { createTestApp } from "../../test/test-app";
import { describeEachDatabase } from "../../test/test-database";

let nextAddress = 1;
const fromNewAddress = () => `192.0.2.${nextAddress++}`;

describeEachDatabase("'I have paid': payment claims, confirmed or rejected (issue 29)", (database) => {
  let api: ReturnType<typeof createTestApp>;
  let director: Director;
  let other: Director;
  let aarav: Student;
  let priya: Student;
  let code: string;
  beforeAll(async () => {
    api = createTestApp(database().db, { trustProxy: parseTrustProxy("true") });
    director = await directorWithSchool(api, "Saraswati Vidya Mandir");
    other = await directorWithSchool(api, "Other Public School");
    const class3 = await addLedger(api, director, "Class 3 A");
    const class5 = await addLedger(api, director, "Class 5 B");
    aarav = await addStudent(api, director, class3, { name: "Aarav Kumar", phoneNumber: "9111111111" });
    priya = await addStudent(api, director, class5, { name: "Priya Kumari", phoneNumber: "9111111111" });
    await addTransaction(api, director, aarav, { amount: 1000, transactionDate: "2025-06-01" });
    await addTransaction(api, director, priya, { amount: 3000, transactionDate: "2025-05-01" });
    await addTransaction(api, director, aarav, { amount: 5000, transactionDate: "2025-07-01" });
    await addStudent(api, other, await addLedger(api, other), { name: "Stranger", phoneNumber: "9111111111" });
    const link = await dataOf<FamilyLink>(await api.call("POST", "/api/v1/families/9111111111/link", director.headers));
    code = link.url.split("/p/")[1]!;
  });

  const postForm = (fields: Record<string, string>, path = `/p/${code}/claims`) =>
    api.app.request(path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": fromNewAddress() },
      body: new URLSearchParams(fields).toString(),
    });
  const postJson = (body: unknown, path = `/p/${code}/claims`) =>
    api.app.request(path, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": fromNewAddress() },
      body: JSON.stringify(body),
    });
  const page = async () =>
    (await api.app.request(`/p/${code}?lang=en`, { headers: { "x-forwarded-for": fromNewAddress() } })).text();
  const pending = async (who = director) =>
    dataOf<PaymentClaim[]>(await api.call("GET", "/api/v1/payment-claims?status=pending", who.headers));
  const balanceOf = async (student: Student) =>
    (await dataOf<Statement>(await api.call("GET", `/api/v1/student/${student._id}/statement`, director.headers)))
      .balance;
  const receiptsOf = async (student: Student) =>
    (
      await dataOf<Transaction[]>(
        await api.call("GET", `/api/v1/transactions/student/${student._id}`, director.headers),
      )
    ).filter((t) => t.transactionType === "Credit");

  it("the page's form sends a claim split between the children; the school confirms it: one UPI receipt per child, the UTR kept", async () => {
    const sent = await postForm({
      utr: "4012 3456 7890",
      amount: "2500",
      [`split.${aarav._id}`]: "1000",
      [`split.${priya._id}`]: "1500",
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe(`/p/${code}?claimed=1`);
    const thanked = await (
      await api.app.request(sent.headers.get("location")!, { headers: { "x-forwarded-for": fromNewAddress() } })
    ).text();
    expect(thanked).toContain("The school will check your payment");
    expect(thanked).toContain("401234567890");
    expect(thanked).toContain("Waiting for the school");

    const [claim] = await pending();
    expect(claim).toMatchObject({
      phone: "9111111111",
      utr: "401234567890",
      amount: 2500,
      status: "pending",
      split: [
        { studentId: aarav._id, amount: 1000 },
        { studentId: priya._id, amount: 1500 },
      ],
      receiptNos: [],
    });
    expect(claim!.students.map((s) => s.name)).toEqual(["Aarav Kumar", "Priya Kumari"]);
    // Another school sees none of it, and cannot decide it.
    expect(await pending(other)).toEqual([]);
    for (const action of ["confirm", "reject"]) {
      const response = await api.call("POST", `/api/v1/payment-claims/${claim!.id}/${action}`, other.headers, {
        reason: "Not ours",
      });
      expect(response.status).toBe(404);
    }

    const confirmed = await dataOf<PaymentClaim>(
      await api.call("POST", `/api/v1/payment-claims/${claim!.id}/confirm`, director.headers),
    );
    expect(confirmed.status).toBe("confirmed");
    expect(confirmed.receiptNos).toHaveLength(2);
    const [aaravReceipt] = await receiptsOf(aarav);
    const [priyaReceipt] = await receiptsOf(priya);
    expect([aaravReceipt?.amount, aaravReceipt?.paymentMode]).toEqual([1000, "upi"]);
    expect([priyaReceipt?.amount, priyaReceipt?.paymentMode]).toEqual([1500, "upi"]);
    expect(confirmed.receiptNos.sort()).toEqual([aaravReceipt!.receiptNo, priyaReceipt!.receiptNo].sort());
    expect([await balanceOf(aarav), await balanceOf(priya)]).toEqual([5000, 1500]);
    const stored = (await database().db.execute(
      sql`select payment_reference from fee_transaction where school_id = ${director.school._id} and type = 'credit'`,
    )) as unknown as { rows: { payment_reference: string }[] };
    expect(stored.rows.map((r) => r.payment_reference)).toEqual(["401234567890", "401234567890"]);
    expect(await pending()).toEqual([]);
    expect(await page()).toContain("Confirmed");
    // Decided once.
    expect((await api.call("POST", `/api/v1/payment-claims/${claim!.id}/confirm`, director.headers)).status).toBe(409);
  });

  it("the same UTR again is 409 DUPLICATE_UTR, as a claim (JSON or the form) or as a receipt typed by hand", async () => {
    const again = await postJson({ utr: "401234567890", amount: 100 });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ success: false, error: { code: "DUPLICATE_UTR" } });
    const form = await postForm({ utr: "401234567890", amount: "100" });
    expect(form.status).toBe(409);
    expect(await form.text()).toContain("This UPI reference is already with the school.");
    const typed = await api.call("POST", "/api/v1/transactions/add", director.headers, {
      studentOwnerId: aarav._id,
      amount: 100,
      transactionType: "Credit",
      transactionDate: "2025-11-20",
      paymentMode: "upi",
      paymentReference: "401234567890",
    });
    expect(typed.status).toBe(409);
    expect(await typed.json()).toMatchObject({ error: { code: "DUPLICATE_UTR" } });
    // The other way round: typed by hand first, then claimed.
    const manual = await api.call("POST", "/api/v1/transactions/add", director.headers, {
      studentOwnerId: aarav._id,
      amount: 100,
      transactionType: "Credit",
      transactionDate: "2025-11-20",
      paymentMode: "upi",
      paymentReference: "409999999999",
    });
    expect(manual.status).toBe(200);
    expect((await postJson({ utr: "409999999999", amount: 100 })).status).toBe(409);
    // Another school may record the same number: the registry is per school.
    const otherStudent = await addStudent(api, other, await addLedger(api, other, "Other ledger"));
    const elsewhere = await api.call("POST", "/api/v1/transactions/add", other.headers, {
      studentOwnerId: otherStudent._id,
      amount: 100,
      transactionType: "Credit",
      transactionDate: "2025-11-20",
      paymentReference: "409999999999",
    });
    expect(elsewhere.status).toBe(200);
  });

  it("a claim pending when the same UTR is typed as a receipt cannot be confirmed: 409 DUPLICATE_UTR", async () => {
    expect((await postJson({ utr: "405555555555", amount: 300 })).status).toBe(201);
    const [claim] = await pending();
    await addTransaction(api, director, aarav, {
      amount: 300,
      transactionType: "Credit",
      transactionDate: "2025-11-20",
      paymentReference: "405555555555",
    });
    const confirm = await api.call("POST", `/api/v1/payment-claims/${claim!.id}/confirm`, director.headers);
    expect(confirm.status).toBe(409);
    expect(await confirm.json()).toMatchObject({ error: { code: "DUPLICATE_UTR" } });
    const rejected = await dataOf<PaymentClaim>(
      await api.call("POST", `/api/v1/payment-claims/${claim!.id}/reject`, director.headers, {
        reason: "Already recorded at the office",
      }),
    );
    expect(rejected).toMatchObject({ status: "rejected", rejectReason: "Already recorded at the office" });
    const html = await page();
    expect(html).toContain("Not accepted");
    expect(html).toContain("Already recorded at the office");
  });

  it("without a split, a confirmed claim pays the family's oldest dues first across the children", async () => {
    const before = [await balanceOf(aarav), await balanceOf(priya)];
    expect((await postJson({ utr: "406666666666", amount: 2000 })).status).toBe(201);
    const [claim] = await pending();
    const confirmed = await dataOf<PaymentClaim>(
      await api.call("POST", `/api/v1/payment-claims/${claim!.id}/confirm`, director.headers),
    );
    // Priya's May charge (1,500 left) is oldest, then Aarav's July charge takes the remaining 500.
    expect(confirmed.receiptNos).toHaveLength(2);
    expect([await balanceOf(aarav), await balanceOf(priya)]).toEqual([before[0]! - 500, before[1]! - 1500]);
  });

  it("refuses a bad claim: a UTR that is not 12 digits, a split naming another family's child or not adding up, a wrong code", async () => {
    const bad = await postForm({ utr: "12345", amount: "100" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Enter the 12-digit UPI reference number (UTR).");
    expect((await postJson({ utr: "abcdefghijkl", amount: 100 })).status).toBe(400);
    expect((await postJson({ utr: "407777777777", amount: 0 })).status).toBe(400);
    const stranger = crypto.randomUUID();
    expect(
      (await postJson({ utr: "407777777777", amount: 100, split: [{ studentId: stranger, amount: 100 }] })).status,
    ).toBe(400);
    expect(
      (await postJson({ utr: "407777777777", amount: 100, split: [{ studentId: aarav._id, amount: 50 }] })).status,
    ).toBe(400);
    expect((await postJson({ utr: "407777777777", amount: 100 }, `/p/${"a".repeat(32)}/claims`)).status).toBe(404);
    expect(await pending()).toEqual([]);
    // A reject needs its reason; an unknown claim id is 404.
    expect(
      (await api.call("POST", `/api/v1/payment-claims/${crypto.randomUUID()}/confirm`, director.headers)).status,
    ).toBe(404);
    expect(
      (await api.call("POST", `/api/v1/payment-claims/${crypto.randomUUID()}/reject`, director.headers, { reason: "" }))
        .status,
    ).toBe(400);
  });
});
