// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { i18next } from "./i18n";
import { currentLanguage, setLanguage } from "./language";

afterEach(() => setLanguage("en"));

// The sign-in screen reads the language store and the app reads i18next (decision 0051): one language.
describe("the language store and i18next", () => {
  it("follow each other both ways, and the device remembers the last", async () => {
    setLanguage("hi");
    expect(i18next.language).toBe("hi");
    expect(i18next.t("loading")).toBe("लोड हो रहा है...");
    expect(document.documentElement.lang).toBe("hi");
    expect(localStorage.getItem("bahi.language")).toBe("hi");
    await i18next.changeLanguage("en");
    expect(currentLanguage()).toBe("en");
    expect(document.documentElement.lang).toBe("en");
    expect(localStorage.getItem("bahi.language")).toBe("en");
  });
});
