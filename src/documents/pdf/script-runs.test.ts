import { describe, expect, it } from "vitest";
import { splitScriptRuns } from "./script-runs";

describe("splitScriptRuns", () => {
  it("keeps plain Latin text as one run", () => {
    expect(splitScriptRuns("Fee 1,500.00")).toEqual([{ text: "Fee 1,500.00", script: "latin" }]);
  });

  it("splits where Latin meets Devanagari inside a word", () => {
    expect(splitScriptRuns("Fee/शुल्क")).toEqual([
      { text: "Fee/", script: "latin" },
      { text: "शुल्क", script: "devanagari" },
    ]);
  });

  it("keeps spaces, digits, punctuation and ₹ with the run they sit in", () => {
    expect(splitScriptRuns("कक्षा: 10वीं ₹500 Maths")).toEqual([
      { text: "कक्षा: 10वीं ₹500 ", script: "devanagari" },
      { text: "Maths", script: "latin" },
    ]);
  });

  it("keeps conjuncts and vowel signs whole and loses no character", () => {
    const text = "प्रश्न: भारत की राजधानी क्या है? (Delhi)";
    const runs = splitScriptRuns(text);
    expect(runs.map((run) => run.text).join("")).toBe(text);
    expect(runs.map((run) => run.script)).toEqual(["devanagari", "latin"]);
  });

  it("gives no runs for empty text", () => {
    expect(splitScriptRuns("")).toEqual([]);
  });
});
