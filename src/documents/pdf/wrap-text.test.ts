import { describe, expect, it } from "vitest";
import { wrapText } from "./wrap-text";

/** One unit per character: widths are easy to reason about. */
const measure = (text: string) => [...text].length;

describe("wrapText", () => {
  it("fills lines greedily without passing the width", () => {
    expect(wrapText("the quick brown fox jumps", 10, measure)).toEqual(["the quick", "brown fox", "jumps"]);
  });

  it("collapses runs of spaces and keeps forced line breaks, empty lines included", () => {
    expect(wrapText("a   b\n\nc", 10, measure)).toEqual(["a b", "", "c"]);
  });

  it("breaks a word longer than a line between graphemes", () => {
    expect(wrapText("abcdefghij xy", 4, measure)).toEqual(["abcd", "efgh", "ij", "xy"]);
  });

  it("never cuts a Devanagari conjunct apart", () => {
    const lines = wrapText("प्रश्नप्रश्न", 6, measure);
    expect(lines.join("")).toBe("प्रश्नप्रश्न");
    for (const line of lines) expect(line.startsWith("्")).toBe(false);
  });

  it("returns one empty line for empty text", () => {
    expect(wrapText("", 10, measure)).toEqual([""]);
  });
});
