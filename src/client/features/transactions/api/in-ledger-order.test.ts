import { describe, expect, it } from "vitest";
import type { Transaction } from "@/shared/api/transaction";
import { inLedgerOrder } from "./in-ledger-order";

const row = (id: string, transactionDate: string, createdAt: string) =>
  ({ _id: id, transactionDate, createdAt }) as unknown as Transaction;

describe("inLedgerOrder", () => {
  it("puts the oldest date first, and on one date the one entered first, leaving the given list as it was", () => {
    const given = [
      row("c", "2025-05-01", "2025-05-01T09:00:00.000Z"),
      row("b", "2025-04-10", "2025-06-01T08:00:00.000Z"),
      row("a", "2025-04-10", "2025-04-10T07:30:00.000Z"),
      row("d", "2024-12-31", "2025-01-02T10:00:00.000Z"),
    ];
    expect(inLedgerOrder(given).map((t) => t._id)).toEqual(["d", "a", "b", "c"]);
    expect(given.map((t) => t._id)).toEqual(["c", "b", "a", "d"]);
  });
});
