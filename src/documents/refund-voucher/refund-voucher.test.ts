import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { usePdfTools } from "../test-support/inspect";
import { A4_SIZE, squash } from "../test-support/pdf-inspector";
import { generateRefundVoucher, refundVoucherQrBox } from "./refund-voucher";
import type { RefundVoucherInput } from "./refund-voucher-schema";

const { fonts, inspect } = usePdfTools();

const voucher: RefundVoucherInput = {
  school: { name: "Saraswati Vidya Mandir", address: "Station Road, Sitamarhi", contactNumber: "9876543210" },
  refundNo: "2025-26/R0001",
  date: "2025-11-20",
  studentName: "Aarav Sharma",
  fatherName: "Rakesh Sharma",
  rollNumber: "7",
  ledgerName: "Class 10 A",
  amount: 200,
  paymentMode: "cash",
  reason: "Left the school",
};

describe("generateRefundVoucher", () => {
  it("prints two copies, office and parent, on one A4 page with the amount in words", async () => {
    const pdf = inspect(await generateRefundVoucher(voucher, { language: "en", fonts: fonts() }));
    expect(pdf.pageCount()).toBe(1);
    expect(pdf.pageSizes()).toEqual([A4_SIZE]);
    const text = squash(pdf.text());
    for (const expected of [
      "Refund voucher / धनवापसी वाउचर",
      "Refund No.: 2025-26/R0001",
      "Date: 20-11-2025",
      "Student: Aarav Sharma",
      "Class: Class 10 A · Roll No. 7",
      "Amount paid back: ₹200",
      "Rupees Two Hundred Only",
      "Mode: Cash",
      "Reason: Left the school",
      "Authorized Signatory",
      "Received by (parent)",
    ]) {
      expect(text.split(expected)).toHaveLength(3);
    }
    expect(text).toContain("Office copy");
    expect(text).toContain("Parent's copy");
  });

  it("prints Hindi labels and the amount in Hindi words", async () => {
    const text = squash(inspect(await generateRefundVoucher(voucher, { language: "hi", fonts: fonts() })).text());
    for (const expected of ["धनवापसी वाउचर", "धनवापसी संख्या", "लौटाई गई राशि", "दो सौ रुपये मात्र", "कार्यालय प्रति", "नकद"])
      expect(text).toContain(expected);
  });
  it("prints the verify address and a QR code of it on both copies (issue 28), in either language", async () => {
    const verifyUrl = "https://bahi.example.in/r/abcdefghijklmnopqrstuvwx";
    // The longest voucher: father, class and a two-line amount in words, so the address must clear them all.
    const long = { ...voucher, verifyUrl, amount: 87_654_321.5 };
    const pdf = inspect(await generateRefundVoucher(long, { language: "en", fonts: fonts() }));
    const text = squash(pdf.text());
    expect(text.split(verifyUrl)).toHaveLength(3);
    expect(text.split("Scan or open to verify")).toHaveLength(3);
    expect(text).toContain("Rupees Eight Crore");
    const page = pdf.render(1, 200);
    for (const copyTop of [0, 842 / 2]) {
      const qr = refundVoucherQrBox(copyTop);
      const margin = 7;
      const region = page.crop({
        x: qr.x - margin,
        y: qr.y - margin,
        width: qr.size + 2 * margin,
        height: qr.size + 2 * margin,
      });
      expect(jsQR(region.data, region.width, region.height)?.data).toBe(verifyUrl);
    }
    const hindi = squash(inspect(await generateRefundVoucher(long, { language: "hi", fonts: fonts() })).text());
    expect(hindi).toContain("जाँचने के लिए स्कैन करें या खोलें");
    expect(hindi).toContain(verifyUrl);
    // Without an address there is no code.
    const plain = inspect(await generateRefundVoucher(voucher, { language: "en", fonts: fonts() }));
    expect(plain.text()).not.toContain("/r/");
    expect(plain.images()).toEqual([]);
  });
});
