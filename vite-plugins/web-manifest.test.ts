import { describe, expect, it } from "vitest";
import { webManifest } from "./web-manifest";

const DEVANAGARI = /[\u0900-\u097F]/;

describe("the web app manifest", () => {
  it("names and describes the app in English and in Hindi", () => {
    expect(webManifest.name).toMatch(/Bahi/);
    expect(webManifest.name).toMatch(DEVANAGARI);
    expect(webManifest.description).toMatch(/Fee ledger, demand slips/);
    expect(webManifest.description).toMatch(DEVANAGARI);
    expect(webManifest.description).toContain("मांग पर्चियाँ");
  });
});
