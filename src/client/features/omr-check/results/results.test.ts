import { describe, expect, it } from "vitest";
import type { SheetReading } from "../reader/read-sheet";
import { correctReading } from "../grading/correct-reading";
import { byRollNumber, namesByRoll, resultRows } from "./result-rows";
import { resultsCsv } from "./results-csv";

const reading = (
  rollNumber: string,
  answers: ("A" | "B" | "blank" | "double")[],
  status: SheetReading["status"] = "ok",
): SheetReading => ({
  status,
  turns: status === "turned" ? 2 : 0,
  page: 1,
  rollNumber,
  answers: answers.map((answer, i) => ({ question: i + 1, answer })),
  bubbles: [],
});

const sheets = [
  { name: "b.jpg", reading: reading("12", ["A", "B", "blank"]) },
  { name: "a.jpg", reading: reading("007", ["A", "A", "double"], "turned") },
  { name: "c.jpg", reading: reading("", [], "markers-not-found") },
  { name: "d.png", reading: reading("3", ["B", "B", "B"]) },
];
const names = namesByRoll([
  { name: "Aarav", rollNumber: "7" },
  { name: "Diya", rollNumber: "12" },
  { name: "No roll", rollNumber: "" },
]);

describe("resultRows", () => {
  const rows = resultRows(sheets, ["A", "B", "A"], { right: 4, wrong: -1 }, names);

  it("scores each read sheet and names students whose roll number the ledger knows, leading zeros aside", () => {
    expect(rows.map((r) => [r.file, r.rollNumber, r.name, r.status, r.score?.score])).toEqual([
      ["b.jpg", "12", "Diya", "ok", 8],
      ["a.jpg", "007", "Aarav", "turned", 2],
      ["c.jpg", "", "", "markers-not-found", undefined],
      ["d.png", "3", "", "ok", 2],
    ]);
  });

  it("orders the mark list by roll number, sheets without one last", () => {
    expect(byRollNumber(rows).map((r) => r.rollNumber)).toEqual(["3", "007", "12", ""]);
  });

  const headings = {
    file: "File",
    rollNumber: "Roll number",
    name: "Name",
    right: "Right",
    wrong: "Wrong",
    blank: "Blank",
    double: "Double",
    score: "Score",
    status: "Status",
    corrected: "Corrected by hand",
    question: (n: number) => `Q${n}`,
  };

  it("writes the table as CSV with empty counts for a sheet not read, and each question's marks", () => {
    expect(resultsCsv(rows, 3, headings, (row) => row.status).split("\r\n")).toEqual([
      "File,Roll number,Name,Right,Wrong,Blank,Double,Score,Status,Corrected by hand,Q1,Q2,Q3",
      "b.jpg,12,Diya,2,0,1,0,8,ok,,A,B,",
      "a.jpg,007,Aarav,1,1,0,1,2,turned,,A,A,",
      "c.jpg,,,,,,,,markers-not-found,,,,",
      "d.png,3,,1,2,0,0,2,ok,,B,B,B",
    ]);
  });

  it("scores a sheet with a question in doubt as read, and as corrected once a person sets the answer", () => {
    const inDoubt: SheetReading = {
      ...reading("5", ["A", "blank", "A"]),
      status: "check",
      doubts: ["questions"],
      answers: [
        { question: 1, answer: "A" },
        { question: 2, answer: "blank", doubt: true },
        { question: 3, answer: "A" },
      ],
    };
    const [before] = resultRows([{ name: "e.jpg", reading: inDoubt }], ["A", "B", "A"], { right: 1, wrong: 0 }, names);
    expect([before!.status, before!.score?.score]).toEqual(["check", 2]);
    const settled = correctReading(inDoubt, { answers: { 2: "B" } });
    const [after] = resultRows([{ name: "e.jpg", reading: settled }], ["A", "B", "A"], { right: 1, wrong: 0 }, names);
    expect([after!.status, after!.score?.score, after!.corrected]).toEqual(["ok", 3, [2]]);
    expect(resultsCsv([after!], 3, headings, (row) => row.status).split("\r\n")[1]).toBe(
      "e.jpg,5,,3,0,0,0,3,ok,2,A,B,A",
    );
  });
});
