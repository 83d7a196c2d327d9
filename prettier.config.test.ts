import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import * as prettier from "prettier";
import { describe, expect, it } from "vitest";

// The format check runs in `npm run lint` (and in `npm test` beside ESLint); these probes show that
// the project's settings reach a source file and that an unformatted one fails the check.
const root = fileURLToPath(new URL(".", import.meta.url));
const probePath = `${root}src/server/services/probe.ts`;

async function isFormatted(source: string): Promise<boolean> {
  const options = await prettier.resolveConfig(probePath);
  return prettier.check(source, { ...options, filepath: probePath });
}

describe("formatting (Prettier, printWidth 120)", () => {
  it("fails a source file whose call runs past 120 characters on one line", async () => {
    const long = `export const total = add(${Array.from({ length: 14 }, (_, i) => `amount${i}`).join(", ")});\n`;
    expect(long.length).toBeGreaterThan(120);
    expect(await isFormatted(long)).toBe(false);
    expect(
      await isFormatted(
        await prettier.format(long, { ...(await prettier.resolveConfig(probePath)), filepath: probePath }),
      ),
    ).toBe(true);
  });

  it("fails a file with the wrong quotes or a missing semicolon", async () => {
    expect(await isFormatted("export const name = 'Bahi'\n")).toBe(false);
    expect(await isFormatted('export const name = "Bahi";\n')).toBe(true);
  });

  it("is part of npm run lint, and src/ is not ignored", async () => {
    const scripts = JSON.parse(readFileSync(`${root}package.json`, "utf8")).scripts as Record<string, string>;
    expect(scripts.lint).toContain("prettier --check .");
    const info = await prettier.getFileInfo(probePath, { ignorePath: `${root}.prettierignore` });
    expect(info.ignored).toBe(false);
  });
});
