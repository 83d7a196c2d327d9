import { describe, expect, it } from "vitest";
import { letterParagraphs } from "./letter-paragraphs";

describe("letterParagraphs", () => {
  it("splits on blank lines, keeps single line breaks, trims and drops empty paragraphs", () => {
    expect(letterParagraphs("  First line\r\nsecond line  \r\n\r\n\n  Next paragraph \n \n")).toEqual([
      "First line\nsecond line",
      "Next paragraph",
    ]);
  });
});
