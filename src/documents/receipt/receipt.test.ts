import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { advanceFromText } from "@/shared/rules/carried-balance-texts";
import { usePdfTools } from "../test-support/inspect";
import { A4_SIZE, squash } from "../test-support/pdf-inspector";
import { generateReceipt, receiptQrBox } from "./receipt";
import type { ReceiptInput } from "./receipt-schema";

const { fonts, inspect } = usePdfTools();

const receipt: ReceiptInput = {
  school: { name: "Saraswati Vidya Mandir", address: "Station Road, Sitamarhi", contactNumber: "9876543210" },
  receiptNo: "2025-26/0007",
  date: "2025-05-03",
  studentName: "Aarav Sharma",
  fatherName: "Rakesh Sharma",
  rollNumber: "7",
  ledgerName: "Class 10 A",
  amount: 1250.5,
  paymentMode: "upi",
  description: "Tuition May",
  balanceAfter: 749.5,
};

describe("generateReceipt", () => {
  it("prints two copies of the receipt on one A4 page, with the amount in words and the balance", async () => {
    const pdf = inspect(await generateReceipt(receipt, { language: "en", fonts: fonts() }));
    expect(pdf.pageCount()).toBe(1);
    expect(pdf.pageSizes()).toEqual([A4_SIZE]);
    const text = squash(pdf.text());
    for (const expected of [
      "Saraswati Vidya Mandir",
      "Receipt No.: 2025-26/0007",
      "Date: 03-05-2025",
      "Student: Aarav Sharma",
      "Father's Name: Rakesh Sharma",
      "Class: Class 10 A · Roll No. 7",
      "Amount received: ₹1,250.50",
      "Rupees One Thousand Two Hundred Fifty and Fifty Paise Only",
      "Mode: UPI",
      "Balance after this payment: ₹749.50",
      "Authorized Signatory",
    ]) {
      expect(text.split(expected)).toHaveLength(3);
    }
    expect(text).toContain("School copy");
    expect(text).toContain("Parent's copy");
  });

  it("lists what the payment settled, head by head, with a concession beside its charge", async () => {
    const settled = [
      {
        label: "Tuition fee Apr 2025",
        amount: 500,
        grossAmount: 1000,
        concessionAmount: 500,
        concessionCategory: "rte",
      },
      { label: "Exam fee May 2025", amount: 200, grossAmount: 300 },
    ];
    const english = squash(
      inspect(await generateReceipt({ ...receipt, amount: 700, settled }, { language: "en", fonts: fonts() })).text(),
    );
    expect(
      // Wrapped where the line is full; both copies say it.
      english
        .replace(/\s+/g, " ")
        .split("Paid towards: Tuition fee Apr 2025 ₹500 (₹1,000 − RTE concession ₹500), Exam fee May 2025 ₹200"),
    ).toHaveLength(3);
    const hindi = squash(
      inspect(
        await generateReceipt(
          { ...receipt, amount: 700, settled: [{ ...settled[0]!, label: "ट्यूशन शुल्क अप्रैल 2025" }] },
          { language: "hi", fonts: fonts() },
        ),
      ).text(),
    );
    expect(hindi.replace(/\s+/g, " ")).toContain("किस मद में: ट्यूशन शुल्क अप्रैल 2025 ₹500 (₹1,000 − RTE रियायत ₹500)");
  });

  it("prints Hindi labels and the amount in Hindi words, extracted in logical order", async () => {
    const pdf = inspect(
      await generateReceipt(
        { ...receipt, studentName: "आरव शर्मा", fatherName: "राकेश शर्मा", paymentMode: "cash" },
        { language: "hi", fonts: fonts() },
      ),
    );
    const text = squash(pdf.text());
    expect(text).toContain("शुल्क रसीद");
    expect(text).toContain("आरव शर्मा");
    expect(text).toContain("पिता का नाम: राकेश शर्मा");
    expect(text).toContain("कक्षा: Class 10 A · अनुक्रमांक 7");
    expect(text).toContain("माध्यम: नकद");
    expect(text).toContain("एक हज़ार दो सौ पचास रुपये और पचास पैसे मात्र");
    expect(text).toContain("अधिकृत हस्ताक्षरकर्ता");
  });

  it("prints whole rupees without paise, as the screen shows them, and leaves out what is not known", async () => {
    const pdf = inspect(
      await generateReceipt(
        { ...receipt, amount: 500, balanceAfter: 1200, fatherName: "", rollNumber: "", paymentMode: null },
        { language: "en", fonts: fonts() },
      ),
    );
    const text = squash(pdf.text());
    expect(text).toMatch(/Amount received: ₹500(?![.\d])/);
    expect(text).toMatch(/Balance after this payment: ₹1,200(?![.\d])/);
    expect(text).toContain("Class: Class 10 A");
    for (const absent of ["Father's Name", "Roll No.", "Mode:"]) expect(text).not.toContain(absent);
  });

  it("prints a carried advance in Hindi: no English word on a Hindi receipt but names", async () => {
    const pdf = inspect(
      await generateReceipt(
        { ...receipt, paymentMode: "cash", description: advanceFromText("2025-26") },
        { language: "hi", fonts: fonts() },
      ),
    );
    const text = squash(pdf.text());
    expect(text).toContain("2025-26 से अग्रिम");
    const names = [
      receipt.school.name,
      receipt.school.address,
      receipt.studentName,
      receipt.fatherName,
      receipt.ledgerName,
    ];
    const allowed = new Set(names.flatMap((name) => name?.match(/[A-Za-z]+/g) ?? []));
    expect((text.match(/[A-Za-z]+/g) ?? []).filter((word) => !allowed.has(word))).toEqual([]);
  });

  it("marks a receipt taken offline as provisional, its number to follow, in both languages", async () => {
    const english = squash(
      inspect(await generateReceipt({ ...receipt, receiptNo: null }, { language: "en", fonts: fonts() })).text(),
    );
    expect(english.split("Provisional Fee Receipt")).toHaveLength(3);
    expect(english.split("Receipt No.: Provisional — number follows")).toHaveLength(3);
    expect(english).not.toContain("2025-26/0007");
    const hindi = squash(
      inspect(await generateReceipt({ ...receipt, receiptNo: null }, { language: "hi", fonts: fonts() })).text(),
    );
    expect(hindi).toContain("अस्थायी शुल्क रसीद");
    expect(hindi).toContain("रसीद संख्या: अस्थायी — संख्या बाद में");
  });
  it("marks a cancelled receipt CANCELLED / रद्द on both copies, with the reason, in either language", async () => {
    const cancelled = { ...receipt, cancelReason: "Cheque bounced" };
    const english = squash(inspect(await generateReceipt(cancelled, { language: "en", fonts: fonts() })).text());
    expect(english.split("CANCELLED / रद्द")).toHaveLength(3);
    expect(english.split("Reason for cancelling: Cheque bounced")).toHaveLength(3);
    expect(english).toContain("Receipt No.: 2025-26/0007");
    const hindi = squash(inspect(await generateReceipt(cancelled, { language: "hi", fonts: fonts() })).text());
    expect(hindi.split("CANCELLED / रद्द")).toHaveLength(3);
    expect(hindi).toContain("रद्द करने का कारण: Cheque bounced");
    // An uncancelled receipt carries no mark.
    const plain = squash(inspect(await generateReceipt(receipt, { language: "en", fonts: fonts() })).text());
    expect(plain).not.toContain("CANCELLED");
  });
  it("prints the verify address and a QR code of it on both copies (issue 28), in either language", async () => {
    const verifyUrl = "https://bahi.example.in/r/abcdefghijklmnopqrstuvwx";
    const pdf = inspect(await generateReceipt({ ...receipt, verifyUrl }, { language: "en", fonts: fonts() }));
    const text = squash(pdf.text());
    expect(text.split(verifyUrl)).toHaveLength(3);
    expect(text).toContain("Scan or open to verify");
    const page = pdf.render(1, 200);
    for (const copyTop of [0, 842 / 2]) {
      const qr = receiptQrBox(copyTop);
      const margin = 7;
      const region = page.crop({
        x: qr.x - margin,
        y: qr.y - margin,
        width: qr.size + 2 * margin,
        height: qr.size + 2 * margin,
      });
      expect(jsQR(region.data, region.width, region.height)?.data).toBe(verifyUrl);
    }
    expect(pdf.images().length).toBeGreaterThanOrEqual(2);
    const hindi = squash(
      inspect(await generateReceipt({ ...receipt, verifyUrl }, { language: "hi", fonts: fonts() })).text(),
    );
    expect(hindi).toContain("जाँचने के लिए स्कैन करें या खोलें");
    expect(hindi).toContain(verifyUrl);
    // Without an address (a provisional receipt taken offline) there is no code.
    const plain = inspect(await generateReceipt(receipt, { language: "en", fonts: fonts() }));
    expect(plain.text()).not.toContain("/r/");
    expect(plain.images()).toEqual([]);
  });
});
