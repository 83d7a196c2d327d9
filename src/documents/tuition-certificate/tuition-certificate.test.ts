import { describe, expect, it } from "vitest";
import { usePdfTools } from "../test-support/inspect";
import { squash } from "../test-support/pdf-inspector";
import { generateTuitionCertificates, type TuitionCertificatesInput } from "./tuition-certificate";

const { fonts, inspect } = usePdfTools();

const input: TuitionCertificatesInput = {
  year: "2025-26",
  school: { name: "Saraswati Vidya Mandir", address: "Station Road, Sitamarhi", contactNumber: "9876543210" },
  certificates: [
    {
      certificateNo: "80C/2025-26/12",
      studentName: "Tara Joshi",
      fatherName: "Mohan Joshi",
      rollNumber: "7",
      ledgerName: "Class 5 2025-26",
      heads: [{ feeHeadName: "Tuition fee", feeHeadNameHi: "ट्यूशन शुल्क", amount: 500 }],
      total: 500,
    },
    {
      certificateNo: "80C/2025-26/13",
      studentName: "Kabir Singh",
      heads: [{ feeHeadName: "Tuition fee", amount: 125000 }],
      total: 125000,
    },
  ],
};

describe("generateTuitionCertificates", () => {
  it("prints one page per student: school, student, father, class, tuition received, words, number, signatory", async () => {
    const pdf = inspect(await generateTuitionCertificates(input, { language: "en", fonts: fonts() }));
    expect(pdf.pageCount()).toBe(2);
    const text = squash(pdf.text()).replace(/\s+/g, " ");
    for (const expected of [
      "Saraswati Vidya Mandir",
      "Tuition Fee Certificate",
      "Certificate No.: 80C/2025-26/12",
      "Tara Joshi, son/daughter of Mohan Joshi,",
      "financial year 2025-26",
      "Class: Class 5 2025-26 · Roll No.: 7",
      "Tuition fee ₹500",
      "Total tuition fee received ₹500",
      "Rupees Five Hundred Only",
      "Principal / Authorized Signatory",
      "Certificate No.: 80C/2025-26/13",
      "₹1,25,000",
      "One Lakh Twenty Five Thousand",
    ])
      expect(text).toContain(expected);
  });

  it("prints in Hindi with the head's Hindi name and the amount in Hindi words", async () => {
    const pdf = inspect(
      await generateTuitionCertificates(
        { ...input, certificates: [input.certificates[0]!] },
        { language: "hi", fonts: fonts() },
      ),
    );
    const text = squash(pdf.text()).replace(/\s+/g, " ");
    for (const expected of [
      "ट्यूशन शुल्क प्रमाण पत्र",
      "प्रमाण पत्र संख्या: 80C/2025-26/12",
      "ट्यूशन शुल्क ₹500",
      "शब्दों में: पांच सौ रुपये मात्र",
    ])
      expect(text).toContain(expected);
  });
});
