import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { buildStamped, isStale } from "./stale-build.mjs";

const HOUR = 60 * 60 * 1000;
let dir: string;

/** Writes a file and sets its modification time to `at` (ms). */
function file(path: string, at: number) {
  mkdirSync(join(path, ".."), { recursive: true });
  writeFileSync(path, "x");
  utimesSync(path, new Date(at), new Date(at));
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "bahi-stale-"));
});

describe("isStale", () => {
  const now = Date.now();

  it("rebuilds when a source deep in an input directory is newer than the build", () => {
    file(join(dir, "src", "a.ts"), now - 2 * HOUR);
    file(join(dir, "src", "deep", "b.ts"), now);
    file(join(dir, "dist", "main.js"), now - HOUR);
    expect(isStale({ output: join(dir, "dist", "main.js"), inputs: [join(dir, "src")] })).toBe(true);
  });

  it("does not rebuild when the build is newer than every source", () => {
    file(join(dir, "src", "a.ts"), now - 2 * HOUR);
    file(join(dir, "src", "deep", "b.ts"), now - 2 * HOUR);
    file(join(dir, "package.json"), now - 3 * HOUR);
    file(join(dir, "dist", "main.js"), now - HOUR);
    expect(
      isStale({ output: join(dir, "dist", "main.js"), inputs: [join(dir, "src"), join(dir, "package.json")] }),
    ).toBe(false);
  });

  it("rebuilds when a single input file is newer, but not for an edited test file", () => {
    file(join(dir, "src", "a.ts"), now - 2 * HOUR);
    file(join(dir, "src", "a.test.ts"), now);
    file(join(dir, "dist", "main.js"), now - HOUR);
    const build = { output: join(dir, "dist", "main.js"), inputs: [join(dir, "src"), join(dir, "package-lock.json")] };
    file(join(dir, "package-lock.json"), now - 2 * HOUR);
    expect(isStale(build)).toBe(false);
    file(join(dir, "package-lock.json"), now);
    expect(isStale(build)).toBe(true);
  });

  it("builds when there is no build yet, or an input is gone", () => {
    file(join(dir, "src", "a.ts"), now - 2 * HOUR);
    expect(isStale({ output: join(dir, "dist", "main.js"), inputs: [join(dir, "src")] })).toBe(true);
    file(join(dir, "dist", "main.js"), now - HOUR);
    rmSync(join(dir, "src"), { recursive: true });
    expect(isStale({ output: join(dir, "dist", "main.js"), inputs: [join(dir, "src")] })).toBe(true);
  });
});

describe("buildStamped", () => {
  it("stamps the output with the build's start, so a source saved during the build makes it stale", async () => {
    const output = join(dir, "dist", "main.js");
    const before = Date.now();
    await buildStamped(output, async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      file(join(dir, "src", "saved-meanwhile.ts"), Date.now());
      file(output, Date.now());
    });
    expect(statSync(output).mtimeMs).toBeLessThanOrEqual(before + 25);
    expect(isStale({ output, inputs: [join(dir, "src")] })).toBe(true);
  });
});
