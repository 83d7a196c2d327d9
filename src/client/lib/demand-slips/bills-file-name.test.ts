import { describe, expect, it } from "vitest";
import { BILLS_FILE_NAME, slipFileName } from "./bills-file-name";

describe("bill file names", () => {
  it("names one student's slip after the student and the slip number", () => {
    expect(slipFileName({ studentName: "Aarav Sharma", slipNo: "251122-0001" })).toBe(
      "Slip-Aarav-Sharma-251122-0001.pdf",
    );
    expect(slipFileName({ studentName: "काव्या  मिश्रा", slipNo: "251122-0002" })).toBe(
      "Slip-काव्या-मिश्रा-251122-0002.pdf",
    );
  });

  it("drops characters a file name cannot hold and never starts the name part with a dot", () => {
    expect(slipFileName({ studentName: ' ..A/B\\C:D*E?F"G<H>I|J\n', slipNo: "251122/0003" })).toBe(
      "Slip-ABCDEFGHIJ-2511220003.pdf",
    );
    expect(slipFileName({ studentName: "///", slipNo: "251122-0004" })).toBe("Slip-student-251122-0004.pdf");
  });

  it("keeps Bills.pdf for a ledger or the school", () => {
    expect(BILLS_FILE_NAME).toBe("Bills.pdf");
  });
});
