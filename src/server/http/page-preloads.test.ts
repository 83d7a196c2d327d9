import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readPagePreloads } from "./page-preloads";

describe("readPagePreloads (decision 0033)", () => {
  const dir = mkdtempSync(join(tmpdir(), "bahi-preloads-"));
  writeFileSync(
    join(dir, "page-preloads.json"),
    JSON.stringify({
      routes: [
        { path: "/", files: ["assets/ledgers.js"] },
        { path: "/student-manager/:ledgerOwnerId", files: ["assets/students.js"] },
        { path: "/profile", files: ["assets/profile.js"] },
      ],
    }),
  );
  const preloadsFor = readPagePreloads(dir);

  it("finds a page's files by its route pattern, as the client's router matches it", () => {
    expect(preloadsFor("/")).toEqual(["/assets/ledgers.js"]);
    expect(preloadsFor("/student-manager/0b7c6a1e")).toEqual(["/assets/students.js"]);
    expect(preloadsFor("/student-manager/0b7c6a1e/")).toEqual(["/assets/students.js"]);
    expect(preloadsFor("/Profile")).toEqual(["/assets/profile.js"]);
  });

  it("preloads nothing for another path, or a pattern's parameter left empty", () => {
    expect(preloadsFor("/student-manager/")).toEqual([]);
    expect(preloadsFor("/student-manager/a/b")).toEqual([]);
    expect(preloadsFor("/no-such-page")).toEqual([]);
  });

  it("preloads nothing from a build without the list", () => {
    expect(readPagePreloads(mkdtempSync(join(tmpdir(), "bahi-no-preloads-")))("/")).toEqual([]);
  });
});
