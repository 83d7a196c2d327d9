import { describe, expect, it } from "vitest";
import { detectColumns, readStatement, statementDate, statementPaise, utrInNarration } from "./read-statement";

describe("bank statement columns", () => {
  it.each([
    [
      "SBI",
      ["Txn Date", "Value Date", "Description", "Ref No./Cheque No.", "Debit", "Credit", "Balance"],
      { date: "Txn Date", amount: "Credit", narration: "Description", reference: "Ref No./Cheque No." },
    ],
    [
      "HDFC",
      ["Date", "Narration", "Chq./Ref.No.", "Value Dt", "Withdrawal Amt.", "Deposit Amt.", "Closing Balance"],
      { date: "Date", amount: "Deposit Amt.", narration: "Narration", reference: "Chq./Ref.No." },
    ],
    [
      "ICICI",
      [
        "S No.",
        "Value Date",
        "Transaction Date",
        "Cheque Number",
        "Transaction Remarks",
        "Withdrawal Amount (INR )",
        "Deposit Amount (INR )",
        "Balance (INR )",
      ],
      {
        date: "Transaction Date",
        amount: "Deposit Amount (INR )",
        narration: "Transaction Remarks",
        reference: "Cheque Number",
      },
    ],
    [
      "Axis",
      ["Tran Date", "CHQNO", "PARTICULARS", "DR", "CR", "BAL", "SOL"],
      { date: "Tran Date", amount: "CR", narration: "PARTICULARS", reference: "CHQNO" },
    ],
    [
      "UPI business app",
      ["Date", "Transaction ID", "UTR No", "Payer Name", "Amount", "Type"],
      { date: "Date", amount: "Amount", narration: null, reference: "UTR No" },
    ],
    [
      "SBI in Hindi",
      ["लेनदेन दिनांक", "मूल्य दिनांक", "विवरण", "संदर्भ सं./चेक सं.", "नामे", "जमा", "शेष"],
      { date: "लेनदेन दिनांक", amount: "जमा", narration: "विवरण", reference: "संदर्भ सं./चेक सं." },
    ],
    [
      "a Hindi statement with तारीख and क्रेडिट",
      ["तारीख", "ब्यौरा", "यूटीआर नं.", "डेबिट (रु.)", "क्रेडिट (रु.)", "बकाया"],
      { date: "तारीख", amount: "क्रेडिट (रु.)", narration: "ब्यौरा", reference: "यूटीआर नं." },
    ],
    [
      "a Hindi UPI app export",
      ["तारीख़", "यूटीआर", "भुगतानकर्ता", "राशि (₹)", "प्रकार"],
      { date: "तारीख़", amount: "राशि (₹)", narration: null, reference: "यूटीआर" },
    ],
  ])("reads %s's headers", (_bank, headers, expected) => {
    expect(detectColumns(headers)).toEqual(expected);
  });

  it("keeps only the credits of a one-amount statement with a Cr/Dr type column", () => {
    const { credits } = readStatement([
      ["Date", "UTR No", "Amount", "Type"],
      ["05-Nov-2025", "334455667788", "1,200.00", "CREDIT"],
      ["05-Nov-2025", "334455667799", "500.00", "DEBIT"],
    ]);
    expect(credits.map((c) => [c.date, c.amountPaise, c.reference])).toEqual([["2025-11-05", 120000n, "334455667788"]]);
  });

  it("keeps only the credits (जमा) of a Hindi one-amount statement with a प्रकार column", () => {
    const { credits } = readStatement([
      ["तारीख", "यूटीआर", "राशि", "प्रकार"],
      ["05/11/2025", "334455667788", "1,200.00", "जमा"],
      ["05/11/2025", "334455667799", "500.00", "नामे"],
    ]);
    expect(credits.map((c) => [c.date, c.amountPaise, c.reference])).toEqual([["2025-11-05", 120000n, "334455667788"]]);
  });

  it("reads Indian statement dates, amounts and UTRs inside narrations", () => {
    expect(
      ["20/11/25", "20-11-2025", "20 Nov 2025", "20-Nov-25", "2025-11-20", "20/11/2025 10:42"].map(statementDate),
    ).toEqual(Array(6).fill("2025-11-20"));
    expect(statementDate("Opening Balance")).toBeNull();
    expect([statementPaise("₹ 1,50,000.5"), statementPaise(1200.25), statementPaise(""), statementPaise("-")]).toEqual([
      15000050n,
      120025n,
      null,
      null,
    ]);
    expect(utrInNarration("UPI/CR/512345678901/RAHUL/okaxis")).toBe("512345678901");
    expect(utrInNarration("NEFT 1234567890123 X")).toBeNull();
  });
});
