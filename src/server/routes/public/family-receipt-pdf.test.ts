import { afterAll, beforeAll, expect, it } from "vitest";
import { PdfInspector } from "../../../documents/test-support/pdf-inspector";
import type { FamilyLink } from "../../../shared/api/family";
import type { FeeHead } from "../../../shared/api/fee-head";
import type { Student } from "../../../shared/api/student";
import type { Transaction } from "../../../shared/api/transaction";
import { parseTrustProxy } from "../../http/client-ip";
import { addLedger, addStudent, addTransaction, dataOf, directorWithSchool, type Director } from "../../test/fixtures";
import { createTestApp } from "../../test/test-app";
import { describeEachDatabase } from "../../test/test-database";

/** Each request from its own address, so one test's wrong codes never count against another's. */
let nextAddress = 1;
const fromNewAddress = () => new Headers({ "x-forwarded-for": `198.51.101.${nextAddress++}` });

const inspectors: PdfInspector[] = [];
afterAll(() => inspectors.forEach((inspector) => inspector.dispose()));

/** What pdftotext reads from the PDF, on one line per line, spaces squeezed. */
async function pdfText(response: Response): Promise<string> {
  const inspector = new PdfInspector(new Uint8Array(await response.arrayBuffer()));
  inspectors.push(inspector);
  return inspector.text().replace(/[ \t]+/g, " ");
}

describeEachDatabase(
  "GET /p/{code}/receipts/{id}.pdf: a payment's receipt from the parent page (issue 29)",
  (database) => {
    let api: ReturnType<typeof createTestApp>;
    let director: Director;
    let aarav: Student;
    let priya: Student;
    let aaravCharge: Transaction;
    let aaravReceipt: Transaction;
    let priyaReceipt: Transaction;
    let sonuReceipt: Transaction;
    let strangerReceipt: Transaction;
    let path: string;
    beforeAll(async () => {
      api = createTestApp(database().db, { trustProxy: parseTrustProxy("true") });
      director = await directorWithSchool(api, "Saraswati Vidya Mandir");
      const class3 = await addLedger(api, director, "Class 3 A");
      const class5 = await addLedger(api, director, "Class 5 B");
      aarav = await addStudent(api, director, class3, { name: "Aarav Kumar", phoneNumber: "9111111111" });
      priya = await addStudent(api, director, class5, { name: "Priya Kumari", phoneNumber: "9111111111" });
      const sonu = await addStudent(api, director, class3, { name: "Sonu Paswan", phoneNumber: "9222222222" });
      const other = await directorWithSchool(api, "Other Public School");
      const stranger = await addStudent(api, other, await addLedger(api, other), {
        name: "Stranger Child",
        phoneNumber: "9111111111",
      });

      const heads = await dataOf<FeeHead[]>(await api.call("GET", "/api/v1/fee-heads", director.headers));
      const tuition = heads.find((head) => head.code === "tuition")!;
      const charge = (student: Student, amount: number, period: string) =>
        addTransaction(api, director, student, {
          amount,
          feeHeadId: tuition.id,
          period,
          dueDate: `${period}-10`,
          transactionDate: `${period}-01`,
        });
      aaravCharge = await charge(aarav, 1500, "2025-10");
      await charge(aarav, 1500, "2025-11");
      await charge(priya, 1800, "2025-11");
      await charge(sonu, 900, "2025-11");
      const received = (student: Student, amount: number, date: string, by = director) =>
        addTransaction(api, by, student, {
          amount,
          transactionType: "Credit",
          transactionDate: date,
          paymentMode: "upi",
        });
      aaravReceipt = await received(aarav, 1000, "2025-10-05");
      priyaReceipt = await received(priya, 1200.5, "2025-11-06");
      sonuReceipt = await received(sonu, 900, "2025-11-07");
      strangerReceipt = await received(stranger, 700, "2025-11-07", other);
      const { url } = await dataOf<FamilyLink>(
        await api.call("POST", "/api/v1/families/9111111111/link", director.headers),
      );
      path = new URL(url).pathname;
    });

    const open = (target: string, headers = fromNewAddress()) => api.app.request(target, { headers });
    const receiptPath = (transaction: Transaction) => `${path}/receipts/${transaction._id}.pdf`;

    it("links each payment's receipt PDF from the page, in English and in Hindi", async () => {
      const english = await (await open(`${path}?lang=en`)).text();
      for (const receipt of [aaravReceipt, priyaReceipt])
        expect(english).toContain(`<a href="${receiptPath(receipt)}" download>Receipt PDF</a>`);
      const hindi = await (await open(`${path}?lang=hi`)).text();
      expect(hindi).toContain(`<a href="${receiptPath(aaravReceipt)}" download>रसीद PDF</a>`);
    });

    it("downloads the receipt the school prints: number, student, amount, head settled, balance after, verify link", async () => {
      const response = await open(`${receiptPath(aaravReceipt)}?lang=en`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("x-robots-tag")).toBe("noindex");
      expect(aaravReceipt.receiptNo).toMatch(/^2025-26\/\d{4}$/);
      expect(response.headers.get("content-disposition")).toBe(
        `attachment; filename="Receipt-${aaravReceipt.receiptNo!.replace("/", "-")}.pdf"`,
      );
      const text = await pdfText(response);
      for (const expected of [
        "Saraswati Vidya Mandir",
        "Station Road, Sitamarhi",
        `Receipt No.: ${aaravReceipt.receiptNo}`,
        "Student: Aarav Kumar",
        "Class: Class 3 A",
        "Amount received: ₹1,000",
        "Rupees One Thousand Only",
        // October's tuition, settled first (oldest first): the head and the period as the app names them.
        "Paid towards: Tuition fee Oct 2025 ₹1,000",
        "Mode: UPI",
        // The passbook's running balance, as the app prints it: October's 1,500 − 1,000 (November comes later).
        "Balance after this payment: ₹500",
        aaravReceipt.verifyUrl!,
      ])
        expect(text.split(expected), expected).toHaveLength(3); // both copies, school's and parent's
      expect(text).not.toContain("Priya");
    });

    it("is drawn in Hindi when the page's language cookie says so; paise printed as the app prints them", async () => {
      const headers = fromNewAddress();
      headers.set("cookie", "bahi-parent-lang=hi");
      const response = await open(receiptPath(priyaReceipt), headers);
      expect(response.status).toBe(200);
      const text = await pdfText(response);
      expect(text).toContain("शुल्क रसीद");
      expect(text).toContain(`रसीद संख्या: ${priyaReceipt.receiptNo}`);
      expect(text).toContain("Priya Kumari");
      expect(text).toContain("प्राप्त राशि: ₹1,200.50");
      expect(text).toContain("किस मद में: ट्यूशन शुल्क");
      expect(text).toContain("इस भुगतान के बाद शेष: ₹599.50");
      expect(text).not.toContain("Amount received");
    });

    it("answers 404, with nothing of anyone, for another family's or school's receipt, a Dues row, a wrong id", async () => {
      for (const target of [
        receiptPath(sonuReceipt), // same school, another family
        receiptPath(strangerReceipt), // another school, the same phone
        receiptPath(aaravCharge), // a Dues row of this family
        `${path}/receipts/${aaravReceipt._id}`, // no .pdf
        `${path}/receipts/${crypto.randomUUID()}.pdf`,
        `${path}/receipts/not-an-id.pdf`,
        `${path}/receipts/${encodeURIComponent("'; drop table student; --")}.pdf`,
      ]) {
        const response = await open(target);
        expect(response.status, target).toBe(404);
        expect(response.headers.get("content-type")).toContain("text/html");
        expect(response.headers.get("cache-control")).toBe("no-store");
        const body = await response.text();
        for (const text of ["Sonu", "Stranger", "Aarav", "Saraswati", "₹"]) expect(body).not.toContain(text);
      }
    });

    it("a wrong code is the page's 404 and counts with the page's: 30 wrong a minute → 429", async () => {
      const address = fromNewAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++)
        statuses.push((await open(`/p/${"c".repeat(32)}/receipts/${aaravReceipt._id}.pdf`, address)).status);
      expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
      expect(statuses[30]).toBe(429);
      expect((await open(receiptPath(aaravReceipt), address)).status).toBe(429);
      expect((await open(receiptPath(aaravReceipt))).status).toBe(200);
    });

    it("a cancelled receipt downloads marked CANCELLED / रद्द with the reason, as the app reprints it", async () => {
      const receipt = await addTransaction(api, director, priya, {
        amount: 300,
        transactionType: "Credit",
        transactionDate: "2025-11-08",
        paymentMode: "cheque",
      });
      const cancel = await api.call("POST", `/api/v1/transactions/${receipt._id}/cancel`, director.headers, {
        reason: "Cheque bounced",
      });
      expect(cancel.status).toBe(200);
      const response = await open(`${receiptPath(receipt)}?lang=en`);
      expect(response.status).toBe(200);
      const text = await pdfText(response);
      expect(text.split("CANCELLED / रद्द")).toHaveLength(3);
      expect(text.split("Reason for cancelling: Cheque bounced")).toHaveLength(3);
      expect(text).toContain(`Receipt No.: ${receipt.receiptNo}`);
      // It counts in no balance: the balance after it is the one before it (1,800 − 1,200.50).
      expect(text).toContain("Balance after this payment: ₹599.50");
    });

    it("a revoked link's receipts are 404; the new link's are served", async () => {
      const first = await dataOf<FamilyLink>(
        await api.call("POST", "/api/v1/families/9222222222/link", director.headers),
      );
      const oldPath = `${new URL(first.url).pathname}/receipts/${sonuReceipt._id}.pdf`;
      expect((await open(oldPath)).status).toBe(200);
      const revoke = await api.call("DELETE", "/api/v1/families/9222222222/link", director.headers);
      expect(revoke.status).toBeLessThan(300);
      const revoked = await open(oldPath);
      expect(revoked.status).toBe(404);
      expect(await revoked.text()).not.toContain("Sonu");
      const second = await dataOf<FamilyLink>(
        await api.call("POST", "/api/v1/families/9222222222/link", director.headers),
      );
      const fresh = await open(`${new URL(second.url).pathname}/receipts/${sonuReceipt._id}.pdf?lang=en`);
      expect(fresh.status).toBe(200);
      expect(await pdfText(fresh)).toContain("Student: Sonu Paswan");
    });
  },
);
