import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import type { DemandSlip } from "@/shared/api/demand-slip";
import { OPENING_BALANCE_TEXT, previousBalanceText } from "@/shared/rules/carried-balance-texts";
import { SYSTEM_TEXT_CODES } from "@/shared/rules/system-texts";
import type { DocumentLanguage } from "../language";
import { sampleSchool, sampleSlip } from "./bills-fixtures";
import { generateBillsPdf, type BillsSchool } from "./bills-pdf";
import { placeSlips, slipGeometry } from "./slip-layout";
import type { RenderedPage } from "../test-support/pdf-inspector";
import { usePdfTools } from "../test-support/inspect";

const { fonts, inspect } = usePdfTools();

async function bills(
  slips: DemandSlip[],
  { language = "en", school = sampleSchool }: { language?: DocumentLanguage; school?: BillsSchool } = {},
) {
  return inspect(await generateBillsPdf({ school, slips }, { language, fonts: fonts() }));
}

/** n fee lines of ₹100 each. */
const lines = (n: number) => Array.from({ length: n }, (_, i) => ({ particular: `Fee ${i + 1}`, amount: 100 }));

const aarav = sampleSlip({
  slipNo: "251122-0001",
  studentName: "Aarav Sharma",
  fatherName: "Rakesh Sharma",
  feesDetails: [
    { particular: "Tuition Fee November", amount: 1500 },
    { particular: "Transport Fee", amount: 750.5 },
  ],
  totalMoneyReceive: 1000,
});
const kavya = sampleSlip({
  slipNo: "251122-0002",
  studentName: "काव्या मिश्रा",
  fatherName: "रमेश मिश्रा",
  rollNumber: "2",
  feesDetails: [{ particular: "Annual Fee/वार्षिक शुल्क", amount: 120000 }],
  totalMoneyReceive: 0,
});
const paidUp = sampleSlip({
  slipNo: "251122-0003",
  studentName: "Rohan Gupta",
  fatherName: "Sunil Gupta",
  rollNumber: "3",
  feesDetails: [{ particular: "Exam Fee", amount: 500 }],
  totalMoneyReceive: 500,
});

describe("Bills.pdf", () => {
  it("prints each slip's header, student, fee lines, totals in ₹ with Indian grouping, words and fixed texts", async () => {
    const text = (await bills([aarav, kavya, paidUp])).text();
    expect(text).toContain("Saraswati Vidya Mandir");
    expect(text).toContain("Station Road, Sitamarhi, Bihar 843301");
    expect(text).toContain("Contact us: 9876543210");
    expect(text).toMatch(/Slip No\.: 251122-0001\s+Date: 22-11-2025\s+Due Date: 02-12-2025/);
    expect(text).toMatch(/Student: Aarav Sharma\s+Father's Name: Rakesh Sharma/);
    expect(text).toMatch(/Class: 10\s+Roll No\.: 1\s+Ledger: Class 10 A \(2025-26\)/);
    expect(text).toMatch(/Tuition Fee November\s+₹1,500(?![.\d])/);
    expect(text).toMatch(/Transport Fee\s+₹750\.50/);
    expect(text).toMatch(/Less: Received\s+₹1,000(?![.\d])/);
    expect(text).toMatch(/Balance\s+₹1,250\.50/);
    expect(text).toContain("In words: Rupees One Thousand Two Hundred Fifty and Fifty Paise Only");
    expect(text).toMatch(/Annual Fee\/वार्षिक शुल्क\s+₹1,20,000(?![.\d])/);
    expect(text).toMatch(/Balance\s+₹1,20,000(?![.\d])/);
    expect(text).toContain("Rupees One Lakh Twenty Thousand Only");
    expect(text).toMatch(/Balance\s+₹0(?![.\d])/);
    expect(text).toContain("Rupees Zero Only");
    expect(text.split("Less: Received").length - 1).toBe(2); // not on Kavya's slip: nothing received
    for (const fixed of ["Ensure payment before the due date.", "Authorized Signatory", "Contact us"]) {
      expect(text.split(fixed).length - 1).toBe(3); // once per slip
    }
  });

  it("extracts a Devanagari name intact (shaped, and in typed order)", async () => {
    const text = (await bills([kavya])).text();
    expect(text).toMatch(/Student: काव्या मिश्रा\s+Father's Name: रमेश मिश्रा/);
  });

  it("starts a new page when the next box (60 mm + 6 per line + 6 if received) would cross the bottom margin", async () => {
    // A page holds boxes from 7 mm to 290 mm with 5 mm between them.
    // 1 line, nothing received: 66 mm → 7 + 4×66 + 3×5 = 286 fits four, a fifth would end at 357: 9 slips → 3 pages.
    const short = Array.from({ length: 9 }, () => sampleSlip({ feesDetails: lines(1) }));
    // 12 lines + Received: 138 mm → 7 + 2×138 + 5 = 288 fits two: 3 slips → 2 pages.
    const long = Array.from({ length: 3 }, () => sampleSlip({ feesDetails: lines(12), totalMoneyReceive: 100 }));
    // 138 + three 66s: 7 + 138 + 5 + 66 + 5 + 66 = 287, the third 66 goes over → 2 pages.
    const mixed = [
      sampleSlip({ feesDetails: lines(12), totalMoneyReceive: 100 }),
      ...Array.from({ length: 3 }, () => sampleSlip({ feesDetails: lines(1) })),
    ];
    expect((await bills(short)).pageCount()).toBe(3);
    expect((await bills(long)).pageCount()).toBe(2);
    expect((await bills(mixed)).pageCount()).toBe(2);
    expect((await bills([])).pageCount()).toBe(1);
  });

  it("keeps a student with more Dues than a page holds on one page, folding the earliest into one line", async () => {
    // 60 lines of ₹100 + Received: a page holds 36 lines, so the first 25 become one line of ₹2,500.
    const many = sampleSlip({ feesDetails: lines(60), totalMoneyReceive: 1000 });
    const probe = await bills([many, aarav]);
    const text = probe.text();
    expect(probe.pageCount()).toBe(2);
    expect(text).toMatch(/Earlier fees \(25\)\s+₹2,500(?![.\d])/);
    expect(text).not.toMatch(/Fee 25\s/);
    expect(text).toMatch(/Fee 26\s+₹100(?![.\d])/);
    expect(text).toMatch(/Fee 60\s+₹100(?![.\d])/);
    expect(text).toMatch(/Balance\s+₹5,000(?![.\d])/);
    // Everything below the lines is still on the first page.
    expect(text.split("\f")[0]).toContain("Authorized Signatory");
  });

  it("draws a slip without a Received line 6 mm shorter than one with it", async () => {
    const without = sampleSlip({ feesDetails: lines(1), totalMoneyReceive: 0 });
    const withReceived = sampleSlip({ feesDetails: lines(1), totalMoneyReceive: 50 });
    const page = (await bills([without, withReceived])).render(1, 72);
    // At 72 dpi a pixel is a point; the boxes' left edge is the only long vertical line at x = 10 mm.
    const heights = darkRuns(page, Math.round((10 * 72) / 25.4)).filter((run) => run > 50);
    const mmToPt = 72 / 25.4;
    // Within 2.5 px: the 0.8 pt stroke and anti-aliasing; a missing or extra 6 mm line would be 17 px.
    const near = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThanOrEqual(2.5);
    expect(heights).toHaveLength(2);
    near(heights[0]!, 66 * mmToPt);
    near(heights[1]!, 72 * mmToPt);
    near(heights[1]! - heights[0]!, 6 * mmToPt);
  });

  it("follows the app's language for labels and words (Hindi)", async () => {
    const text = (await bills([aarav, kavya], { language: "hi" })).text();
    expect(text).toContain("संपर्क करें: 9876543210");
    expect(text).toMatch(/छात्र: काव्या मिश्रा/);
    expect(text).toMatch(/घटाएँ: प्राप्त राशि\s+₹1,000(?![.\d])/);
    expect(text).toMatch(/शेष\s+₹1,20,000(?![.\d])/);
    expect(text).toContain("एक लाख बीस हज़ार रुपये मात्र");
    expect(text).toContain("कृपया अंतिम तिथि से पहले भुगतान करें।");
    expect(text).toContain("अधिकृत हस्ताक्षरकर्ता");
    expect(text).not.toContain("Balance");
  });

  it("prints a fee line the app wrote itself in the slip's language", async () => {
    const joined = sampleSlip({ feesDetails: [{ particular: SYSTEM_TEXT_CODES.initialCourseFee, amount: 500 }] });
    expect((await bills([joined], { language: "hi" })).text()).toMatch(/प्रारंभिक पाठ्यक्रम शुल्क\s+₹500(?![.\d])/);
    const english = (await bills([joined])).text();
    expect(english).toMatch(/Initial course fee\s+₹500(?![.\d])/);
    expect(english).not.toContain(SYSTEM_TEXT_CODES.initialCourseFee);
  });

  it("prints outstanding charges head by head with period and concession, totalling the balance (English and Hindi)", async () => {
    const owed = sampleSlip({
      feesDetails: [
        {
          particular: "Tuition",
          amount: 500,
          feeHeadName: "Tuition fee",
          feeHeadNameHi: "ट्यूशन शुल्क",
          period: "2025-11",
          grossAmount: 500,
          concessionAmount: 0,
        },
        {
          particular: "Tuition",
          amount: 250,
          feeHeadName: "Tuition fee",
          feeHeadNameHi: "ट्यूशन शुल्क",
          period: "2025-12",
          grossAmount: 500,
          concessionAmount: 250,
          concessionCategory: "staff-ward",
        },
        {
          particular: "Exam",
          amount: 100,
          feeHeadName: "Exam fee",
          feeHeadNameHi: "परीक्षा शुल्क",
          period: null,
          grossAmount: 300,
          concessionAmount: 0,
        },
      ],
      totalMoneyReceive: 0,
    });
    const english = (await bills([owed])).text();
    expect(english).toMatch(/Tuition fee Nov 2025 ₹500\s+₹500(?![.\d])/);
    expect(english).toMatch(/Tuition fee Dec 2025 ₹250 \(₹500 − Staff ward concession ₹250\)\s+₹250(?![.\d])/);
    expect(english).toMatch(/Exam fee ₹100\s+₹100(?![.\d])/);
    expect(english).toMatch(/Balance\s+₹850(?![.\d])/);
    const hindi = (await bills([owed], { language: "hi" })).text();
    expect(hindi).toMatch(/ट्यूशन शुल्क नवं॰ 2025 ₹500\s+₹500(?![.\d])/);
    expect(hindi).toMatch(/ट्यूशन शुल्क दिस॰ 2025 ₹250 \(₹500 − कर्मचारी-पाल्य रियायत ₹250\)/);
    expect(hindi).toMatch(/परीक्षा शुल्क ₹100\s+₹100(?![.\d])/);
    expect(hindi).toMatch(/शेष\s+₹850(?![.\d])/);
  });

  it("prints an opening and a carried balance in Hindi: no English word on a Hindi slip but names", async () => {
    const moved = sampleSlip({
      ledgerName: "Class 6 2026-27",
      feesDetails: [
        { particular: OPENING_BALANCE_TEXT, amount: 300 },
        { particular: previousBalanceText("2025-26"), amount: 1200 },
      ],
    });
    const text = (await bills([moved], { language: "hi" })).text();
    expect(text).toMatch(/प्रारंभिक शेष\s+₹300(?![.\d])/);
    expect(text).toMatch(/पिछला बकाया 2025-26\s+₹1,200(?![.\d])/);
    // Names as typed (school, address, student, father, ledger) and UPI, a brand, are the only Latin words.
    const names = [sampleSchool.name, sampleSchool.address, sampleSchool.upiVpa, "Aarav Sharma", "Rakesh Sharma"];
    const allowed = new Set([...names, moved.ledgerName, "UPI"].flatMap((name) => name!.match(/[A-Za-z]+/g) ?? []));
    expect((text.match(/[A-Za-z]+/g) ?? []).filter((word) => !allowed.has(word))).toEqual([]);
  });

  it("cuts a value too long for its field with '…' and calls an undescribed Dues line 'Fee'", async () => {
    const long = sampleSlip({
      studentName: `Aarav ${"Kumar ".repeat(20)}Sharma`,
      feesDetails: [{ particular: " ", amount: 300 }],
    });
    const text = (await bills([long])).text();
    expect(text).toMatch(/Student: Aarav Kumar Kumar[\w ]*…\s+Father's Name: Rakesh Sharma/);
    expect(text).not.toContain("Kumar Sharma");
    expect(text).toMatch(/Fee\s+₹300(?![.\d])/);
  });

  it("reports progress up to the last slip", async () => {
    const seen: [number, number][] = [];
    await generateBillsPdf(
      { school: sampleSchool, slips: Array.from({ length: 120 }, () => sampleSlip()) },
      { language: "en", fonts: fonts(), onProgress: (done, total) => seen.push([done, total]) },
    );
    expect(seen).toEqual([
      [50, 120],
      [100, 120],
      [120, 120],
    ]);
  });

  it("refuses input that is not a school and demand slips, naming the field", async () => {
    const noAmount = { ...aarav, feesDetails: [{ particular: "Tuition Fee" }] } as unknown as DemandSlip;
    await expect(
      generateBillsPdf({ school: sampleSchool, slips: [noAmount] }, { language: "en", fonts: fonts() }),
    ).rejects.toThrow(/feesDetails/);
    const noUpiField = { name: "School", address: "", contactNumber: "" } as unknown as BillsSchool;
    await expect(
      generateBillsPdf({ school: noUpiField, slips: [aarav] }, { language: "en", fonts: fonts() }),
    ).rejects.toThrow(/upiVpa/);
  });
});

describe("UPI QR code", () => {
  const qrOf = (page: RenderedPage, slips: DemandSlip[], index: number) => {
    const slots = placeSlips(slips.map((s) => ({ feeLines: s.feesDetails.length, received: s.totalMoneyReceive })));
    const slip = slips[index]!;
    const { qr } = slipGeometry(slots[index]!, {
      feeLines: slip.feesDetails.length,
      received: slip.totalMoneyReceive,
      withQr: true,
    });
    const margin = 7; // points of quiet zone around the code
    const region = page.crop({
      x: qr!.x - margin,
      y: qr!.y - margin,
      width: qr!.size + 2 * margin,
      height: qr!.size + 2 * margin,
    });
    return jsQR(region.data, region.width, region.height)?.data ?? null;
  };

  it("encodes exactly the slip's balance as an NPCI pay link, payable to the school's UPI ID", async () => {
    const slips = [aarav, kavya];
    const probe = await bills(slips);
    const page = probe.render(1, 200);
    expect(qrOf(page, slips, 0)).toBe(
      "upi://pay?pa=svm.sitamarhi%40okaxis&pn=Saraswati%20Vidya%20Mandir&am=1250.50&cu=INR&tn=Fee%20251122-0001",
    );
    expect(qrOf(page, slips, 1)).toBe(
      "upi://pay?pa=svm.sitamarhi%40okaxis&pn=Saraswati%20Vidya%20Mandir&am=120000.00&cu=INR&tn=Fee%20251122-0002",
    );
    expect(probe.text()).toContain("Scan to pay");
  });

  it("is left out for a slip with nothing to pay and for a school without a UPI ID", async () => {
    const paid = await bills([paidUp]);
    expect(qrOf(paid.render(1, 200), [paidUp], 0)).toBeNull();
    expect(paid.text()).not.toContain("Scan to pay");

    const noUpi = await bills([aarav], { school: { ...sampleSchool, upiVpa: "" } });
    expect(qrOf(noUpi.render(1, 200), [aarav], 0)).toBeNull();
    expect(noUpi.text()).not.toContain("Scan to pay");
  });
});

/** Lengths of the dark runs down one pixel column. */
function darkRuns(page: RenderedPage, x: number): number[] {
  const runs: number[] = [];
  let run = 0;
  for (let y = 0; y < page.height; y++) {
    if (page.brightness(x, y) < 160) run++;
    else if (run) {
      runs.push(run);
      run = 0;
    }
  }
  if (run) runs.push(run);
  return runs;
}
