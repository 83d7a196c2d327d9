import { describe, expect, it } from "vitest";
import { staffAccess } from "./staff-access";

describe("staffAccess", () => {
  const now = new Date("2026-01-10T12:00:00Z");
  it("is full while premium, read-only for 7 days after it lapses, then none", () => {
    expect(staffAccess("2026-01-11T00:00:00Z", now)).toBe("full");
    expect(staffAccess("2026-01-09T12:00:00Z", now)).toBe("read-only");
    expect(staffAccess("2026-01-03T12:00:00Z", now)).toBe("read-only");
    expect(staffAccess("2026-01-03T11:59:59Z", now)).toBe("none");
    expect(staffAccess(null, now)).toBe("none");
  });
});
