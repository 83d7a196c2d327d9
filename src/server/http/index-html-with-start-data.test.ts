import { describe, expect, it } from "vitest";
import { START_DATA_ELEMENT_ID } from "../../shared/api/start-data";
import { indexHtmlWithStartData, jsonForHtml } from "./index-html-with-start-data";

describe("jsonForHtml", () => {
  it("writes no character that could end the element or open a comment, and parses back to the same value", () => {
    const value = { name: "</script><!-- & --> \u2028\u2029 $& $' ₹ आरव" };
    const json = jsonForHtml(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe("indexHtmlWithStartData", () => {
  it("puts the data block at the end of the head, replacement patterns in the data left as they are", () => {
    const html = indexHtmlWithStartData("<html><head><title>t</title></head><body></body></html>", {
      user: { id: "u", name: "$$ $` $'", email: "e" },
    });
    expect(html).toBe(
      `<html><head><title>t</title><script type="application/json" id="${START_DATA_ELEMENT_ID}">{"user":{"id":"u","name":"$$ $\` $'","email":"e"}}</script></head><body></body></html>`,
    );
  });

  it("fails loudly on an index.html without a head", () => {
    expect(() => indexHtmlWithStartData("<p>no head</p>", { user: { id: "u", name: "n", email: "e" } })).toThrow(
      /<\/head>/,
    );
  });
});
