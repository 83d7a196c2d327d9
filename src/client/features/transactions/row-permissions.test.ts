import { describe, expect, it } from "vitest";
import type { Transaction } from "@/shared/api/transaction";
import { rowPermissions } from "./row-permissions";

const now = new Date("2025-06-10T06:00:00Z"); // 11:30 in India
const row = (fields: Partial<Transaction>): Transaction => ({
  _id: "t1",
  studentOwnerId: "s1",
  amount: 500,
  description: "",
  transactionType: "Debit",
  transactionDate: "2025-06-10",
  createdAt: "2025-06-10T04:00:00Z",
  receiptNo: null,
  createdBy: "staff-1",
  ...fields,
  paymentMode: fields.paymentMode ?? null,
});
const receipt = row({ transactionType: "Credit", receiptNo: "2025-26/0001" });

describe("rowPermissions", () => {
  it("lets the owner cancel a receipt, never delete it, and delete any Dues", () => {
    const owner = rowPermissions("owner", "owner-1", now);
    expect(owner.cancel(receipt)).toBe(true);
    expect(owner.delete(receipt)).toBe(false);
    expect(owner.cancel({ ...receipt, cancelled: true })).toBe(false);
    expect(owner.delete(row({}))).toBe(true);
    expect(owner.cancel(row({}))).toBe(false);
  });

  it("lets staff delete only a Dues entry they added themselves today in India, and cancel nothing", () => {
    const staff = rowPermissions("staff", "staff-1", now);
    expect(staff.cancel(receipt)).toBe(false);
    expect(staff.delete(receipt)).toBe(false);
    expect(staff.delete(row({}))).toBe(true);
    expect(staff.delete(row({ createdBy: "owner-1" }))).toBe(false);
    // 23:00 in India the day before is another day, though the same UTC date.
    expect(staff.delete(row({ createdAt: "2025-06-09T17:30:00Z" }))).toBe(false);
    expect(rowPermissions(undefined, "staff-1", now).delete(row({}))).toBe(false);
  });
});
