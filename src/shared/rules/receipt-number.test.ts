import { describe, expect, it } from "vitest";
import { formatReceiptNo, sessionMonths, sessionOfDate } from "./receipt-number";

describe("receipt numbers", () => {
  it("puts April to March in one session", () => {
    expect(sessionOfDate("2025-04-01")).toBe("2025-26");
    expect(sessionOfDate("2026-03-31")).toBe("2025-26");
    expect(sessionOfDate("2026-04-01")).toBe("2026-27");
    expect(sessionOfDate("2099-12-31")).toBe("2099-00");
  });

  it("pads the number to four digits", () => {
    expect(formatReceiptNo("2025-26", 1)).toBe("2025-26/0001");
    expect(formatReceiptNo("2025-26", 12345)).toBe("2025-26/12345");
  });

  it("lists a session's months from April", () => {
    const months = sessionMonths("2025-26");
    expect(months).toHaveLength(12);
    expect(months[0]).toBe("2025-04");
    expect(months[11]).toBe("2026-03");
  });
});
