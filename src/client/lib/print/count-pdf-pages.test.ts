import { describe, expect, it } from "vitest";
import { countPdfPages } from "./count-pdf-pages";

const pdf = (body: string) => new TextEncoder().encode(body);

describe("countPdfPages", () => {
  it("counts page dictionaries and not the page tree", () => {
    const bytes = pdf(
      "1 0 obj\n<< /Type /Pages /Count 2 >>\n2 0 obj\n<<\n/Type /Page\n/Parent 1 0 R\n>>\n3 0 obj\n<< /Type/Page >>",
    );
    expect(countPdfPages(bytes)).toBe(2);
  });

  it("says 0 for something that is not a PDF", () => {
    expect(countPdfPages(pdf("hello"))).toBe(0);
  });
});
