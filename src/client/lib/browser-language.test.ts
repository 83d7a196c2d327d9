import { describe, expect, it } from "vitest";
import { browserLanguage } from "./browser-language";

describe("the first visit's language, from the browser's", () => {
  it("is Hindi for hi and hi-IN, English for en-*, the first the app speaks deciding", () => {
    expect(browserLanguage(["hi-IN", "en-US"])).toBe("hi");
    expect(browserLanguage(["hi"])).toBe("hi");
    expect(browserLanguage(["HI_in"])).toBe("hi");
    expect(browserLanguage(["en-IN", "hi"])).toBe("en");
    expect(browserLanguage(["bn-IN", "hi-IN", "en"])).toBe("hi");
  });

  it("is English when the browser names none the app speaks, or nothing", () => {
    expect(browserLanguage(["bn-IN", "ta"])).toBe("en");
    expect(browserLanguage([])).toBe("en");
    expect(browserLanguage(["hit"])).toBe("en");
  });
});
