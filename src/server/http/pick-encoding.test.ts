import { describe, expect, it } from "vitest";
import { pickEncoding } from "./pick-encoding";

describe("pickEncoding", () => {
  it("prefers brotli, then gzip, then the plain file", () => {
    expect(pickEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(pickEncoding("gzip, deflate")).toBe("gzip");
    expect(pickEncoding(undefined)).toBe("identity");
    expect(pickEncoding("deflate")).toBe("identity");
  });

  it("honours weights, q=0 refusals and the wildcard", () => {
    expect(pickEncoding("br;q=0, gzip")).toBe("gzip");
    expect(pickEncoding("br;q=0.5, gzip;q=0.9")).toBe("gzip");
    expect(pickEncoding("*")).toBe("br");
    expect(pickEncoding("*;q=0")).toBe("identity");
  });
});
