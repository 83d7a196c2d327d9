import { describe, expect, it } from "vitest";
import type { Ledger } from "@/shared/api/ledger";
import { filterLedgers } from "./filter-ledgers";

const ledger = (ledgerName: string, className: string, sessionYear: string): Ledger => ({
  _id: ledgerName,
  ledgerName,
  className,
  sessionYear,
  schoolOwnerId: "s",
  studentCount: 0,
  transactionCount: 0,
  outstanding: 0,
  collected: 0,
  owingCount: 0,
  createdAt: "",
  updatedAt: "",
});

describe("filterLedgers", () => {
  const ledgers = [ledger("Morning Batch", "10", "2025-26"), ledger("Evening Batch", "12 Science", "2024-25")];

  it("matches name, class or session year, ignoring case and surrounding spaces", () => {
    expect(filterLedgers(ledgers, " morning ").map((l) => l._id)).toEqual(["Morning Batch"]);
    expect(filterLedgers(ledgers, "SCIENCE").map((l) => l._id)).toEqual(["Evening Batch"]);
    expect(filterLedgers(ledgers, "2024").map((l) => l._id)).toEqual(["Evening Batch"]);
  });

  it("keeps everything for an empty search and nothing for a miss", () => {
    expect(filterLedgers(ledgers, "")).toHaveLength(2);
    expect(filterLedgers(ledgers, "Class 9")).toEqual([]);
  });
});
