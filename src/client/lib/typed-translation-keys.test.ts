// @vitest-environment jsdom
import i18next, { type TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import "./i18n";
import "../features/ledgers/i18n";

// The `@ts-expect-error` lines are the test that matters: if the keys stopped being typed
// (lib/i18next.d.ts), each would compile and `tsc` — part of `npm test` — would fail on it.
function misuses(ledgers: TFunction<"ledgers">, common: TFunction<"common">) {
  // @ts-expect-error a key no namespace has
  ledgers("misspelled");
  // @ts-expect-error a common key asked of the ledgers namespace without its prefix
  ledgers("appName");
  // @ts-expect-error a misspelled nested key
  common("nav.studentLedgr");
  return [ledgers("errors.delete", { name: "x", message: "y" }), common("nav.studentLedger")];
}

describe("typed translation keys", () => {
  it("the keys tsc accepts are the keys the texts have, in both languages", async () => {
    const texts = () => misuses(i18next.getFixedT(null, "ledgers"), i18next.getFixedT(null, "common"));
    await i18next.changeLanguage("en");
    const english = texts().slice(-2);
    expect(english[1]).toBe("Student Ledger");
    await i18next.changeLanguage("hi");
    const hindi = texts().slice(-2);
    expect(hindi[0]).not.toBe(english[0]);
    expect(hindi[1]).not.toBe("Student Ledger");
    await i18next.changeLanguage("en");
  });
});
