// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { applyAccountLanguage, chooseLanguage } from "./account-language";
import { i18next } from "./i18n";

type Call = { url: string; method: string; body?: string };

function mockFetch(answer: (call: Call) => Promise<Response> | Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = { url, method: init.method ?? "GET", body: init.body as string | undefined };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}
const preferences = (language: string | null) =>
  new Response(JSON.stringify({ success: true, data: { language } }), { status: 200 });

describe("the language on the account", () => {
  beforeEach(async () => {
    await i18next.changeLanguage("en");
  });
  afterEach(() => vi.unstubAllGlobals());

  it("saves a signed-in person's choice on the account, and only shows it on this device when signed out", async () => {
    const calls = mockFetch(() => preferences("hi"));
    chooseLanguage("hi", { onAccount: true });
    expect(i18next.language).toBe("hi");
    expect(localStorage.getItem("bahi.language")).toBe("hi");
    expect(calls).toEqual([{ url: "/api/v1/me/preferences", method: "PUT", body: JSON.stringify({ language: "hi" }) }]);
    chooseLanguage("en", { onAccount: false });
    expect(i18next.language).toBe("en");
    expect(calls).toHaveLength(1);
  });

  it("after sign-in, replaces this device's language with the account's; keeps it when the account has none", async () => {
    mockFetch(() => preferences("hi"));
    await applyAccountLanguage();
    expect(i18next.language).toBe("hi");
    expect(document.documentElement.lang).toBe("hi");
    await i18next.changeLanguage("en");
    mockFetch(() => preferences(null));
    await applyAccountLanguage();
    expect(i18next.language).toBe("en");
    // Offline or refused: the device's own language stays.
    mockFetch(() => Promise.reject(new TypeError("offline")));
    await applyAccountLanguage();
    mockFetch(() => new Response("{}", { status: 401 }));
    await applyAccountLanguage();
    expect(i18next.language).toBe("en");
  });

  it("never undoes a choice made while the account's answer was on its way", async () => {
    let answer!: (response: Response) => void;
    mockFetch((call) =>
      call.method === "PUT" ? preferences("en") : new Promise<Response>((resolve) => (answer = resolve)),
    );
    const applying = applyAccountLanguage();
    chooseLanguage("en", { onAccount: true });
    answer(preferences("hi"));
    await applying;
    expect(i18next.language).toBe("en");
  });
});
