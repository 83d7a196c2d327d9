import { describe, expect, it } from "vitest";
import { amountInWords } from "./amount-in-words";

describe("amountInWords", () => {
  it("spells rupees the Indian way, lakh and crore, with paise when there are any", () => {
    expect(amountInWords(120000, "en")).toBe("Rupees One Lakh Twenty Thousand Only");
    expect(amountInWords(1250.5, "en")).toBe("Rupees One Thousand Two Hundred Fifty and Fifty Paise Only");
    expect(amountInWords(10000000.01, "en")).toBe("Rupees One Crore and One Paisa Only");
    expect(amountInWords(0, "en")).toBe("Rupees Zero Only");
    expect(amountInWords(-500, "en")).toBe("Minus Rupees Five Hundred Only");
  });

  it("spells them in Hindi for Hindi slips", () => {
    expect(amountInWords(120000, "hi")).toBe("एक लाख बीस हज़ार रुपये मात्र");
    expect(amountInWords(1500.5, "hi")).toBe("एक हज़ार पांच सौ रुपये और पचास पैसे मात्र");
  });
});
