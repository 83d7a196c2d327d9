import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineStyleHashes } from "./inline-style-hashes";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineStyleHashes", () => {
  it("hashes the exact text of every inline <style> element, whitespace included", () => {
    const first = "\n  .boot { color: red; }\n";
    const html = `<html><head><style>${first}</style><style media="print">p{margin:0}</style></head><body><p style="x">a</p></body></html>`;
    expect(inlineStyleHashes(html)).toEqual([sha256(first), sha256("p{margin:0}")]);
  });

  it("finds nothing in a page without inline styles", () => {
    expect(inlineStyleHashes('<html><head><link rel="stylesheet" href="/a.css"></head></html>')).toEqual([]);
  });
});
