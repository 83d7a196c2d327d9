import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * `npm test`: type-check, unit and API tests (Vitest), build, browser journeys (Playwright), then one
 * closing line "N passed, N failed" summed from both runners' JSON reports.
 */
const reports = mkdtempSync(join(tmpdir(), "bahi-test-reports-"));
const vitestReport = join(reports, "vitest.json");
const playwrightReport = join(reports, "playwright.json");

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

const npx = process.platform === "win32" ? "npx.cmd" : "npx";
const steps: boolean[] = [];
steps.push(run("Type-check", npx, ["tsc", "--noEmit"]));
steps.push(run("Unit and API tests (Vitest)", npx, ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`]));
const built = run("Build the client", npx, ["vite", "build", "--logLevel", "warn"]);
steps.push(built);
if (built) {
  steps.push(
    run("Browser journeys (Playwright, system Chromium)", npx, ["playwright", "test", "--reporter=list,json"], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
    }),
  );
}

function readJson<T>(path: string): T | null {
  try {
    return JSON.parse(readFileSync(path, "utf8")) as T;
  } catch {
    return null;
  }
}

const vitest = readJson<{ numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }>(vitestReport);
const playwright = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(playwrightReport);
const passed = (vitest?.numPassedTests ?? 0) + (playwright ? playwright.stats.expected + playwright.stats.flaky : 0);
const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats.unexpected ?? 0) + steps.filter((ok) => !ok).length;
const skipped = (vitest ? vitest.numPendingTests + vitest.numTodoTests : 0) + (playwright?.stats.skipped ?? 0);

console.log(`\nVitest: ${vitest?.numPassedTests ?? 0} passed; Playwright: ${playwright?.stats.expected ?? 0} passed`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(steps.every(Boolean) && failed === 0 ? 0 : 1);
