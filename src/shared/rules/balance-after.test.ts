import { expect, it } from "vitest";
import type { Transaction } from "../api/transaction";
import { balanceAfter } from "./balance-after";

const row = (_id: string, amount: number, transactionType: Transaction["transactionType"]): Transaction => ({
  _id,
  amount,
  transactionType,
  studentOwnerId: "s",
  description: "",
  transactionDate: "2025-04-01",
  createdAt: "",
  receiptNo: null,
  paymentMode: null,
});

it("is the running balance up to and including the payment, in paise", () => {
  const list = [
    row("a", 1000.1, "Debit"),
    row("b", 400.05, "Credit"),
    row("c", 500, "Debit"),
    row("d", 1200, "Credit"),
  ];
  expect(balanceAfter(list, "b")).toBe(600.05);
  expect(balanceAfter(list, "d")).toBe(-99.95);
});
