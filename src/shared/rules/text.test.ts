import { describe, expect, it } from "vitest";
import { CONTROL_CHARACTERS_MESSAGE } from "./messages";
import { isPlainText, plainText, requiredText, stripBidiControls } from "./text";

const BIDI_CONTROLS = ["\u202A", "\u202B", "\u202C", "\u202D", "\u202E", "\u2066", "\u2067", "\u2068", "\u2069"];

describe("isPlainText", () => {
  it.each([
    ["NUL", "a\u0000b"],
    ["ESC (an ANSI colour sequence)", "\u001b[31mred"],
    ["DEL", "Fee\u007f"],
    ["a C1 control (NEL)", "x\u0085"],
    ["the last C1 control", "x\u009f"],
  ])("refuses %s", (_what, text) => {
    expect(isPlainText(text)).toBe(false);
    expect(isPlainText(text, { multiline: true })).toBe(false);
  });

  it("allows tab, CR and LF only in a multi-line field", () => {
    for (const text of ["a\tb", "a\r\nb", "a\nb"]) {
      expect(isPlainText(text)).toBe(false);
      expect(isPlainText(text, { multiline: true })).toBe(true);
    }
  });

  it("allows Hindi, the rupee sign and the characters just past the C1 block", () => {
    expect(isPlainText("शुल्क ₹1,500 — Tuition\u00a0fee")).toBe(true);
  });
});

describe("stripBidiControls", () => {
  it("drops every embedding, override and isolate character and nothing else", () => {
    expect(stripBidiControls(`=1+1${BIDI_CONTROLS.join("")}gnp`)).toBe("=1+1gnp");
    // Marks (LRM, RLM) change no order by themselves; Hindi and Urdu letters stay.
    expect(stripBidiControls("नाम \u200e\u200f اردو")).toBe("नाम \u200e\u200f اردو");
  });
});

describe("plainText", () => {
  it("stores a name sent with a right-to-left override without it, trimmed", () => {
    expect(plainText(100).parse(" \u202eAarav Sharma\u202c ")).toBe("Aarav Sharma");
    expect(plainText(300, { multiline: true }).parse("House 4\u2067,\r\nDumra")).toBe("House 4,\r\nDumra");
  });

  it("refuses DEL and ESC with the control-character message", () => {
    for (const text of ["Fee\u007f", "\u001b[2JFee"]) {
      const result = plainText(200).safeParse(text);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([CONTROL_CHARACTERS_MESSAGE]);
    }
  });

  it("counts the length after the bidi controls are dropped", () => {
    expect(plainText(5).parse("\u202e\u202e\u202eAarav")).toBe("Aarav");
  });

  it("treats a required field holding only bidi controls as empty", () => {
    const result = requiredText(100, "Enter the student's name.").safeParse("\u202e\u2066");
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["Enter the student's name."]);
  });
});
