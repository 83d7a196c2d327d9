import { describe, expect, it } from "vitest";
import { usePdfTools } from "../test-support/inspect";
import { A4_SIZE, squash } from "../test-support/pdf-inspector";
import { generateOmrMarkList } from "./omr-mark-list";
import type { OmrMarkListInput } from "./omr-mark-list-schema";

const { fonts, inspect } = usePdfTools();

const list: OmrMarkListInput = {
  schoolName: "Saraswati Vidya Mandir",
  questionCount: 50,
  countedQuestions: 48,
  marking: { right: 1, wrong: -0.25 },
  rows: [
    {
      rollNumber: "3",
      name: "Aarav Sharma",
      file: "a.jpg",
      status: "ok",
      right: 40,
      wrong: 6,
      blank: 1,
      double: 1,
      score: 38.25,
    },
    {
      rollNumber: "12",
      name: "दिया वर्मा",
      file: "b.jpg",
      status: "turned",
      right: 20,
      wrong: 0,
      blank: 28,
      double: 0,
      score: 20,
    },
    { rollNumber: "", name: "", file: "c.jpg", status: "markers-not-found" },
    { rollNumber: "14", name: "Meera", file: "d.jpg", status: "ok", corrected: [5, 17], right: 30, score: 30 },
    { rollNumber: "15", name: "Rohan", file: "e.jpg", status: "check", right: 29, score: 29 },
    { rollNumber: "16", name: "Sita", file: "g.jpg", status: "ok", rollNumberCorrected: true, right: 28, score: 28 },
    { rollNumber: "", name: "", file: "f.jpg", status: "two-sheets" },
  ],
};

describe("generateOmrMarkList", () => {
  it("prints the rows in the order given, with counts, scores, why a sheet was not read and what was settled by hand", async () => {
    const pdf = inspect(await generateOmrMarkList(list, { language: "en", fonts: fonts() }));
    expect(pdf.pageSizes()).toEqual([A4_SIZE]);
    const lines = squash(pdf.text())
      .split("\n")
      .map((line) => line.trim());
    expect(lines).toContain("Mark list");
    expect(lines).toContain("50 questions (48 counted) · right +1 · wrong -0.25 · 7 sheets");
    const rows = lines.filter((line) => /^\d+ /.test(line) && !line.includes("questions"));
    expect(rows).toEqual([
      "1 3 Aarav Sharma 40 6 1 1 38.25",
      "2 12 दिया वर्मा 20 0 28 0 20",
      "3 c.jpg Not read: markers not found",
      "4 14 Meera · corrected by hand: 5, 17 30 30",
      "5 15 Rohan · check this sheet 29 29",
      "6 16 Sita · corrected by hand: roll no. 28 28",
      "7 f.jpg Not read: two sheets in one photo",
    ]);
    expect(lines).toContain("Page 1 of 1");
  });

  it("carries a long list over pages with the heading repeated, numbered Page n of N", async () => {
    const rows = Array.from({ length: 60 }, (_, i) => ({
      rollNumber: String(i + 1),
      name: `Student ${i + 1}`,
      file: `${i}.jpg`,
      status: "ok" as const,
      right: 1,
      wrong: 0,
      blank: 0,
      double: 0,
      score: 1,
    }));
    const pdf = inspect(await generateOmrMarkList({ ...list, rows }, { language: "hi", fonts: fonts() }));
    expect(pdf.pageCount()).toBe(2);
    expect(squash(pdf.text(2))).toContain("अनुक्रमांक");
    expect(squash(pdf.text(2))).toContain("पृष्ठ 2 / 2");
    expect(squash(pdf.text(2))).toContain("Student 60");
  });
});
