import { describe, expect, it } from "vitest";
import type { Statement, StatementCharge } from "@/shared/api/statement";
import type { Transaction } from "@/shared/api/transaction";
import { paymentReceiptInput, type PaymentReceiptSource } from "./payment-receipt";

const charge = (transactionId: string, period: string, gross: number, concession = 0): StatementCharge => ({
  transactionId,
  transactionDate: `${period}-01`,
  description: "",
  feeHeadName: "Tuition fee",
  feeHeadNameHi: "ट्यूशन शुल्क",
  tuition: true,
  period,
  dueDate: `${period}-10`,
  grossAmount: gross,
  concessionAmount: concession,
  concessionCategory: concession ? "sibling" : null,
  amount: gross - concession,
  settled: 0,
  outstanding: 0,
});
const row = (
  _id: string,
  amount: number,
  transactionType: Transaction["transactionType"],
  extra = {},
): Transaction => ({
  _id,
  amount,
  transactionType,
  studentOwnerId: "s",
  description: "",
  transactionDate: "2025-11-05",
  createdAt: "",
  receiptNo: transactionType === "Credit" ? `2025-26/000${_id.length}` : null,
  paymentMode: transactionType === "Credit" ? "upi" : null,
  ...extra,
});

const statement: Statement = {
  charges: [charge("oct", "2025-10", 1500), charge("nov", "2025-11", 1500, 300)],
  payments: [
    {
      transactionId: "pay",
      transactionDate: "2025-11-05",
      receiptNo: "2025-26/0003",
      amount: 2000,
      allocations: [
        { transactionId: "oct", amount: 1500, named: false },
        { transactionId: "nov", amount: 500, named: false },
      ],
    },
  ],
  balance: 700,
};
const payment = row("pay", 2000, "Credit", { verifyUrl: "https://bahi.example/r/abc" });
const source: PaymentReceiptSource = {
  school: { name: "Saraswati Vidya Mandir", address: "Station Road", contactNumber: "9876543210" },
  student: { name: "Aarav Kumar", fatherName: "Rakesh Kumar", rollNumber: "7" },
  ledgerName: "Class 3 A",
  transaction: payment,
  receiptNo: "2025-26/0003",
  transactions: [row("oct", 1500, "Debit"), row("nov", 1200, "Debit"), payment],
  statement,
  language: "en",
};

describe("paymentReceiptInput: the one rule of what a payment's receipt prints (app and parent page)", () => {
  it("prints the settled charges head by head with their periods, the passbook's balance after, and the verify link", () => {
    expect(paymentReceiptInput(source)).toEqual({
      school: source.school,
      receiptNo: "2025-26/0003",
      date: "2025-11-05",
      studentName: "Aarav Kumar",
      fatherName: "Rakesh Kumar",
      rollNumber: "7",
      ledgerName: "Class 3 A",
      amount: 2000,
      paymentMode: "upi",
      description: "",
      balanceAfter: 700,
      settled: [
        {
          label: "Tuition fee Oct 2025",
          amount: 1500,
          grossAmount: 1500,
          concessionAmount: 0,
          concessionCategory: null,
        },
        {
          label: "Tuition fee Nov 2025",
          amount: 500,
          grossAmount: 1500,
          concessionAmount: 300,
          concessionCategory: "sibling",
        },
      ],
      cancelReason: null,
      verifyUrl: "https://bahi.example/r/abc",
    });
    expect(paymentReceiptInput({ ...source, language: "hi" }).settled?.map((line) => line.label)).toEqual([
      "ट्यूशन शुल्क अक्टू॰ 2025",
      "ट्यूशन शुल्क नवं॰ 2025",
    ]);
  });

  it("marks a cancelled receipt with its reason; its balance after is the one before it", () => {
    const cancelled = { ...payment, cancelled: true, cancelReason: "Cheque bounced" };
    const input = paymentReceiptInput({
      ...source,
      transaction: cancelled,
      transactions: [row("oct", 1500, "Debit"), row("nov", 1200, "Debit"), cancelled],
    });
    expect(input.cancelReason).toBe("Cheque bounced");
    expect(input.balanceAfter).toBe(2700);
  });

  it("a provisional receipt (no number yet) settles nothing and has no verify link", () => {
    const offline = { ...payment, receiptNo: null, verifyUrl: undefined };
    const input = paymentReceiptInput({ ...source, transaction: offline, receiptNo: null, statement: null });
    expect(input.receiptNo).toBeNull();
    expect(input.settled).toEqual([]);
    expect(input.verifyUrl).toBeNull();
  });
});
