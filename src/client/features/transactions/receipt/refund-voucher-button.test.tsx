// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Student } from "@/shared/api/student";
import type { Transaction } from "@/shared/api/transaction";
import { fakeLedger, fakeSchool } from "../../../components/testing/mock-api";
import { printDocument } from "../../../lib/print/print-document";
import { RefundVoucherButton } from "./refund-voucher-button";

vi.mock("../../../lib/print/print-document", () => ({ printDocument: vi.fn(async () => undefined) }));

const student: Student = {
  _id: "student-1",
  name: "Ravi Kumar",
  fatherName: "Mohan Kumar",
  motherName: "",
  dateOfBirth: "",
  rollNumber: "7",
  phoneNumber: "9876543210",
  address: "",
  ledgerOwnerId: "ledger-1",
  schoolOwnerId: fakeSchool._id,
  transactionCount: 2,
  balance: 0,
  photoVersion: null,
};
const refund: Transaction = {
  _id: "refund-1",
  studentOwnerId: student._id,
  amount: 200,
  description: "Left the school",
  transactionType: "Debit",
  transactionDate: "2025-11-20",
  createdAt: "2025-11-20T10:00:00.000Z",
  receiptNo: null,
  paymentMode: "cash",
  refundNo: "2025-26/R0001",
  verifyUrl: "https://bahi.example.in/r/abcdefghijklmnopqrstuvwx",
};

describe("RefundVoucherButton", () => {
  it("prints the voucher with the refund's verify address, for its QR code (issue 28)", async () => {
    render(
      <RefundVoucherButton
        transaction={refund}
        context={{ school: fakeSchool, student, ledger: fakeLedger({}), transactions: [refund] }}
      />,
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "Voucher 2025-26/R0001" }));
    const job = vi.mocked(printDocument).mock.calls[0]![0] as { data: Record<string, unknown>; fileName: string };
    expect(job.fileName).toBe("Refund-voucher-2025-26-R0001.pdf");
    expect(job.data).toMatchObject({
      refundNo: "2025-26/R0001",
      amount: 200,
      verifyUrl: "https://bahi.example.in/r/abcdefghijklmnopqrstuvwx",
    });
  });
});
