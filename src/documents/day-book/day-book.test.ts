import { describe, expect, it } from "vitest";
import type { DayBook, DayBookEntry } from "@/shared/api/day-book";
import { usePdfTools } from "../test-support/inspect";
import { A4_SIZE, squash } from "../test-support/pdf-inspector";
import { generateDayBook } from "./day-book";

const { fonts, inspect } = usePdfTools();

const entry = (over: Partial<DayBookEntry>): DayBookEntry => ({
  id: crypto.randomUUID(),
  kind: "receipt",
  // 10:05 in India.
  at: "2025-11-20T04:35:00.000Z",
  date: "2025-11-20",
  number: "2025-26/0001",
  studentId: "s1",
  studentName: "Aarav Sharma",
  ledgerName: "Class 10 A",
  amount: 500,
  paymentMode: "cash",
  userId: "u1",
  byName: "Ramesh Kumar",
  heads: ["Tuition"],
  ...over,
});

const book: DayBook = {
  from: "2025-11-20",
  to: "2025-11-20",
  entries: [
    entry({}),
    entry({
      at: "2025-11-20T05:00:00.000Z",
      number: "2025-26/0002",
      amount: 1250.5,
      paymentMode: "upi",
      studentName: "Priya Verma",
      byName: "Sunita Devi",
      userId: "u2",
    }),
    entry({ at: "2025-11-20T06:00:00.000Z", kind: "cancellation", amount: -500, heads: [] }),
    entry({ at: "2025-11-20T07:00:00.000Z", kind: "refund", number: "2025-26/R0001", amount: -200, heads: [] }),
  ],
  total: 4,
  nextCursor: null,
  totals: {
    net: 1050.5,
    byMode: { cash: -200, upi: 1250.5, cheque: 0, bank: 0, none: 0 },
    byUser: [
      { userId: "u1", name: "Ramesh Kumar", amount: -200 },
      { userId: "u2", name: "Sunita Devi", amount: 1250.5 },
    ],
    byHead: [
      { feeHeadId: null, name: "Not settled", amount: 750.5 },
      { feeHeadId: "h1", name: "Tuition", amount: 300 },
    ],
  },
};

describe("generateDayBook", () => {
  it("prints the entries in order and the server's totals by mode, person and head, and the net, on A4", async () => {
    const pdf = inspect(
      await generateDayBook({ school: { name: "Saraswati Vidya Mandir" }, book }, { language: "en", fonts: fonts() }),
    );
    expect(pdf.pageCount()).toBe(1);
    expect(pdf.pageSizes()).toEqual([A4_SIZE]);
    const text = squash(pdf.text());
    expect(text).toContain("Saraswati Vidya Mandir");
    expect(text).toContain("Day book · 20-11-2025");
    const order = [
      "10:05 2025-26/0001 Aarav Sharma",
      "10:30 2025-26/0002 Priya Verma",
      "11:30 2025-26/0001 Cancelled Aarav Sharma",
      "12:30 2025-26/R0001 Refund Aarav Sharma",
    ];
    const at = order.map((line) => text.indexOf(line));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    for (const expected of [
      "Tuition Cash ₹500 Ramesh Kumar",
      "UPI ₹1,250.50 Sunita Devi",
      "-₹500",
      "Total by mode",
      "Cash -₹200",
      "UPI ₹1,250.50",
      "Cheque ₹0",
      "Not stated ₹0",
      "Total by person",
      "Ramesh Kumar -₹200",
      "Total by head",
      "Not settled (advance) ₹750.50",
      "Tuition ₹300",
      "Net ₹1,050.50",
    ])
      expect(text).toContain(expected);
  });

  it("speaks Hindi: title, headings, marks and totals", async () => {
    const text = squash(
      inspect(
        await generateDayBook({ school: { name: "सरस्वती विद्या मंदिर" }, book }, { language: "hi", fonts: fonts() }),
      ).text(),
    );
    for (const expected of [
      "सरस्वती विद्या मंदिर",
      "रोकड़ बही · 20-11-2025",
      "विद्यार्थी",
      "रद्द",
      "धनवापसी",
      "माध्यम अनुसार कुल",
      "नकद -₹200",
      "व्यक्ति अनुसार कुल",
      "मद अनुसार कुल",
      "शुद्ध ₹1,050.50",
    ])
      expect(text).toContain(expected);
  });

  it("runs a long day onto more pages, headings again on each, and names a range by both dates", async () => {
    const many = Array.from({ length: 60 }, (_, i) => entry({ number: `2025-26/${String(i + 1).padStart(4, "0")}` }));
    const pdf = inspect(
      await generateDayBook(
        { school: { name: "SVM" }, book: { ...book, to: "2025-11-30", entries: many } },
        { language: "en", fonts: fonts() },
      ),
    );
    expect(pdf.pageCount()).toBe(2);
    expect(squash(pdf.text(1))).toContain("20-11-2025 to 30-11-2025");
    expect(squash(pdf.text(2))).toContain("Time No. Student Class Heads Mode Amount By");
    expect(squash(pdf.text(2))).toContain("2025-26/0060");
  });
});
