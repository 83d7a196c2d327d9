import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { BankStatementReview, ConfirmBankCreditsResult } from "../../../shared/api/bank-statement";
import type { Ledger } from "../../../shared/api/ledger";
import type { Student } from "../../../shared/api/student";
import { addLedger, addStudent, addTransaction, dataOf, directorWithSchool, type Director } from "../../test/fixtures";
import { csvFile, upload, xlsxFile } from "../../test/sheet-files";
import { createTestApp } from "../../test/test-app";
import { describeEachDatabase } from "../../test/test-database";

/** Ten families: what each owes, and how its credit will be found. */
const FAMILIES = [
  { phone: "9810000001", owes: [2000, 1500], reference: "BAHI-A2A2", claim: "411100000001" },
  { phone: "9810000002", owes: [1800], reference: "BAHI-B2B2", claim: "411100000002" },
  { phone: "9810000003", owes: [1700], reference: "BAHI-C2C2", claim: "411100000003" },
  { phone: "9810000004", owes: [1600], reference: "BAHI-D2D2" },
  { phone: "9810000005", owes: [1550], reference: "BAHI-E2E2" },
  { phone: "9810000006", owes: [1450], reference: "BAHI-F2F2" },
  { phone: "9810000007", owes: [1350], reference: "BAHI-G2G2" },
  { phone: "9810000008", owes: [3333], reference: "BAHI-H2H2" },
  { phone: "9810000009", owes: [4444], reference: "BAHI-J2J2" },
  { phone: "9810000010", owes: [1250], reference: "BAHI-K2K2" },
];

/** An HDFC-style statement: account details above the header, a debit and a balance line among the credits. */
const STATEMENT = [
  ["HDFC BANK Ltd.", null, null, null, null, null, null],
  ["Account No : 50100012345678", null, null, null, null, null, null],
  [null, null, null, null, null, null, null],
  ["Date", "Narration", "Chq./Ref.No.", "Value Dt", "Withdrawal Amt.", "Deposit Amt.", "Closing Balance"],
  [
    "20/11/25",
    "UPI-RAHUL KUMAR-rahul@okaxis-411100000001-FEES",
    "411100000001",
    "20/11/25",
    null,
    "3,500.00",
    "13,500.00",
  ],
  ["20/11/25", "UPI-SITA DEVI-sita@ybl-411100000002-PAY", "411100000002", "20/11/25", null, "1,800.00", "15,300.00"],
  ["20/11/25", "UPI-MOHAN-mohan@paytm-411100000003-", "411100000003", "20/11/25", null, "700.00", "16,000.00"],
  [
    "21/11/25",
    "UPI-GEETA-geeta@okhdfc-522200000004-BAHI-D2D2 FEE",
    "522200000004",
    "21/11/25",
    null,
    "1,600.00",
    "17,600.00",
  ],
  [
    "21/11/25",
    "NEFT-SBIN0001234-RAM LAL bahi-e2e2 school fee",
    "SBIN325112233",
    "21/11/25",
    null,
    "1,000.00",
    "18,600.00",
  ],
  ["21/11/25", "ELECTRICITY BILL", "000000000000", "21/11/25", "2,000.00", null, "16,600.00"],
  ["22/11/25", "UPI-ANIL-anil@ybl-522200000006-BAHI-F2F2", "522200000006", "22/11/25", null, "1,450.00", "18,050.00"],
  ["22/11/25", "IMPS-P2A-BAHI-G2G2-KAVITA", "IMPS77665544", "22/11/25", null, "1,350.00", "19,400.00"],
  ["23/11/25", "UPI-SURESH-suresh@okicici-633300000008-NA", "633300000008", "23/11/25", null, "3,333.00", "22,733.00"],
  ["23/11/25", "CASH DEPOSIT BY SELF", "", "23/11/25", null, "4,444.00", "27,177.00"],
  ["24/11/25", "UPI-UNKNOWN-x@ybl-744400000010-", "744400000010", "24/11/25", null, "999.00", "28,176.00"],
];

describeEachDatabase("Bank statement matching (issue 29)", (database) => {
  let api: ReturnType<typeof createTestApp>;
  let director: Director;
  let ledger: Ledger;
  const children = new Map<string, Student[]>();
  beforeAll(async () => {
    api = createTestApp(database().db);
    director = await directorWithSchool(api);
    ledger = await addLedger(api, director);
    for (const [i, family] of FAMILIES.entries()) {
      const kids: Student[] = [];
      for (const [k, owes] of family.owes.entries()) {
        const student = await addStudent(api, director, ledger, {
          name: `Child ${i + 1}${"AB"[k]}`,
          phoneNumber: family.phone,
        });
        await addTransaction(api, director, student, { amount: owes });
        kids.push(student);
      }
      children.set(family.phone, kids);
      await database().db.execute(
        sql`insert into family (school_id, phone, reference) values (${director.school._id}, ${family.phone}, ${family.reference})`,
      );
    }
    // Three parents said "I have paid" with their UTRs; family 1 split its ₹3,500 between its children.
    for (const [phone, utr, paise, split] of [
      ["9810000001", "411100000001", 350000, null],
      ["9810000002", "411100000002", 180000, null],
      ["9810000003", "411100000003", 70000, null],
    ] as const)
      await database().db.execute(
        sql`insert into payment_claim (school_id, phone, utr, amount_paise, split) values (${director.school._id}, ${phone}, ${utr}, ${paise}, ${split})`,
      );
  });

  const review = async (file: File, columns?: object) => {
    const form = upload(file);
    if (columns) form.set("columns", JSON.stringify(columns));
    return api.call("POST", "/api/v1/bank-statements?dryRun=true", director.headers, form);
  };
  const confirm = (body: unknown, headers = director.headers) =>
    api.call("POST", "/api/v1/bank-statements/confirm", headers, body);
  const toConfirm = (credits: BankStatementReview["credits"]) => ({
    credits: credits
      .filter((c) => c.match.phone)
      .map((c) => ({
        date: c.date,
        amount: c.amount,
        reference: c.reference,
        narration: c.narration,
        phone: c.match.phone,
        students: c.match.students.map((s) => ({ studentId: s.studentId, amount: s.amount })),
      })),
  });
  const selectRows = async <Row>(_db: unknown, query: ReturnType<typeof sql>) =>
    ((await database().db.execute(query)) as unknown as { rows: Row[] }).rows;
  const receivedRows = () =>
    selectRows<{ count: number; refs: number }>(
      database().db,
      sql`select count(*)::int as count, count(payment_reference)::int as refs from fee_transaction
          where school_id = ${director.school._id} and type = 'credit'`,
    ).then((rows) => rows[0]!);

  it("matches 9 of 10 credits by claim, family reference and unique amount, writing nothing", async () => {
    const response = await review(csvFile(STATEMENT, "statement.csv"));
    expect(response.status).toBe(200);
    const result = await dataOf<BankStatementReview>(response);
    expect(result.columns).toEqual({
      date: "Date",
      amount: "Deposit Amt.",
      narration: "Narration",
      reference: "Chq./Ref.No.",
    });
    expect(result.credits.map((c) => [c.date, c.amount, c.match.kind, c.match.phone])).toEqual([
      ["2025-11-20", 3500, "claim", "9810000001"],
      ["2025-11-20", 1800, "claim", "9810000002"],
      ["2025-11-20", 700, "claim", "9810000003"],
      ["2025-11-21", 1600, "reference", "9810000004"],
      ["2025-11-21", 1000, "reference", "9810000005"],
      ["2025-11-22", 1450, "reference", "9810000006"],
      ["2025-11-22", 1350, "reference", "9810000007"],
      ["2025-11-23", 3333, "amount", "9810000008"],
      ["2025-11-23", 4444, "amount", "9810000009"],
      ["2025-11-24", 999, "none", null],
    ]);
    // Family 1's ₹3,500 covers both children's dues, oldest first.
    expect(result.credits[0]!.match.students.map((s) => [s.name, s.amount])).toEqual([
      ["Child 1A", 2000],
      ["Child 1B", 1500],
    ]);
    expect(result.credits[8]!.reference).toBeNull();
    expect(result.credits.every((c) => !c.duplicate)).toBe(true);
    expect(await receivedRows()).toEqual({ count: 0, refs: 0 });
  });

  it("records each matched credit once, also when the same statement is uploaded twice", async () => {
    const first = await dataOf<BankStatementReview>(await review(csvFile(STATEMENT, "statement.csv")));
    const recorded = await dataOf<ConfirmBankCreditsResult>(await confirm(toConfirm(first.credits)));
    expect(recorded).toEqual({ recorded: 9, skippedDuplicates: 0, receipts: 10 });
    // Ten receipts; all but the cash deposit's carry the bank reference.
    expect(await receivedRows()).toEqual({ count: 10, refs: 9 });
    const modes = await selectRows<{ payment_mode: string; n: number }>(
      database().db,
      sql`select payment_mode, count(*)::int as n from fee_transaction
          where school_id = ${director.school._id} and type = 'credit' group by 1 order by 1`,
    );
    expect(modes).toEqual([
      { payment_mode: "bank", n: 3 },
      { payment_mode: "upi", n: 7 },
    ]);
    const claims = await selectRows<{ status: string }>(
      database().db,
      sql`select status from payment_claim where school_id = ${director.school._id} order by utr`,
    );
    expect(claims.map((c) => c.status)).toEqual(["confirmed", "confirmed", "confirmed"]);
    const family1 = children.get("9810000001")!;
    const balance = async (s: Student) =>
      (await dataOf<Student>(await api.call("GET", `/api/v1/student/${s._id}`, director.headers))).balance;
    expect([await balance(family1[0]!), await balance(family1[1]!)]).toEqual([0, 0]);

    // The same statement again, now as .xlsx: every credit is known, and confirming records nothing.
    const again = await dataOf<BankStatementReview>(await review(await xlsxFile(STATEMENT, "statement.xlsx")));
    expect(again.credits.filter((c) => c.duplicate)).toHaveLength(9);
    expect(again.credits.find((c) => !c.duplicate)!.amount).toBe(999);
    const second = await dataOf<ConfirmBankCreditsResult>(await confirm(toConfirm(first.credits)));
    expect(second).toEqual({ recorded: 0, skippedDuplicates: 9, receipts: 0 });
    expect(await receivedRows()).toEqual({ count: 10, refs: 9 });
  });

  it("lets the director name the columns the guess missed", async () => {
    const odd = [
      ["When", "Money in", "Info"],
      ["2025-11-25", "1250", "Fee BAHI-K2K2"],
    ];
    expect((await review(csvFile(odd, "odd.csv"))).status).toBe(400);
    const fixed = await dataOf<BankStatementReview>(
      await review(csvFile(odd, "odd.csv"), { date: "When", amount: "Money in", narration: "Info" }),
    );
    expect(fixed.credits.map((c) => [c.date, c.amount, c.match.kind, c.match.phone])).toEqual([
      ["2025-11-25", 1250, "reference", "9810000010"],
    ]);
    expect((await review(csvFile(odd, "odd.csv"), { date: 5 })).status).toBe(400);
  });

  it("reads a statement with Hindi headers (दिनांक, विवरण, संदर्भ, नामे, जमा) from a CSV", async () => {
    const hindi = [
      ["भारतीय स्टेट बैंक", null, null, null, null, null],
      ["दिनांक", "विवरण", "संदर्भ सं./चेक सं.", "नामे", "जमा", "शेष"],
      ["25/11/2025", "UPI/CR/855500000011/KAVITA/BAHI-K2K2 शुल्क", "855500000011", "", "1,250.00", "21,250.00"],
      ["25/11/2025", "बिजली बिल", "", "2,000.00", "", "19,250.00"],
    ];
    const response = await review(csvFile(hindi, "विवरणी.csv"));
    expect(response.status).toBe(200);
    const result = await dataOf<BankStatementReview>(response);
    expect(result.columns).toEqual({ date: "दिनांक", amount: "जमा", narration: "विवरण", reference: "संदर्भ सं./चेक सं." });
    expect(
      result.credits.map((c) => [c.date, c.amount, c.reference, c.narration, c.match.kind, c.match.phone]),
    ).toEqual([
      ["2025-11-25", 1250, "855500000011", "UPI/CR/855500000011/KAVITA/BAHI-K2K2 शुल्क", "reference", "9810000010"],
    ]);
  });

  it("refuses a family of another school, and shares that do not add up", async () => {
    const other = await directorWithSchool(api, "Other School");
    const credit = { date: "2025-11-25", amount: 1250, reference: null, narration: "x", phone: "9810000010" };
    expect((await confirm({ credits: [credit] }, other.headers)).status).toBe(404);
    const kid = children.get("9810000010")![0]!;
    const wrong = await confirm({ credits: [{ ...credit, students: [{ studentId: kid._id, amount: 1000 }] }] });
    expect(wrong.status).toBe(400);
    expect(await receivedRows()).toEqual({ count: 10, refs: 9 });
  });
});
