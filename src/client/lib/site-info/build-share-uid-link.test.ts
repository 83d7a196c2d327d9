import { describe, expect, it } from "vitest";
import { buildShareUidLink } from "./build-share-uid-link";

describe("buildShareUidLink", () => {
  it("keeps only the digits of the support number", () => {
    expect(buildShareUidLink("+91 90000-00000", "abc")).toBe("https://wa.me/919000000000?text=My%20UID%3A%20abc");
    expect(buildShareUidLink("(+91) 98765 43210", "abc")).toMatch(/^https:\/\/wa\.me\/919876543210\?/);
  });

  it("URL-encodes the whole text, so a UID cannot add or break query parameters", () => {
    const link = buildShareUidLink("919000000000", "a&b=c d/é#");
    expect(link).toBe("https://wa.me/919000000000?text=My%20UID%3A%20a%26b%3Dc%20d%2F%C3%A9%23");
    const url = new URL(link);
    expect([...url.searchParams.keys()]).toEqual(["text"]);
    expect(url.searchParams.get("text")).toBe("My UID: a&b=c d/é#");
  });
});
