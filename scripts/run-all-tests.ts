import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * `npm test`: type-check, lint, the format check and the client build side by side (light, independent), then unit and
 * API tests (Vitest, which takes both cores), then browser journeys (Playwright), then one closing
 * line "N passed, N failed" summed from both runners' JSON reports.
 */
const reports = mkdtempSync(join(tmpdir(), "bahi-test-reports-"));
const vitestReport = join(reports, "vitest.json");
const playwrightReport = join(reports, "playwright.json");

interface Step {
  label: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
}

const npx = process.platform === "win32" ? "npx.cmd" : "npx";

/** Runs one step; `buffered` holds its output back so that steps run side by side do not interleave. */
function run({ label, args, env = {} }: Step, buffered: boolean): Promise<boolean> {
  if (!buffered) console.log(`\n▶ ${label}`);
  const started = Date.now();
  const child = spawn(npx, args, {
    stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit",
    env: { ...process.env, ...env },
  });
  const output: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (code) => {
      if (buffered) {
        console.log(`\n▶ ${label}`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`  ${label}: ${code === 0 ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
      resolve(code === 0);
    });
  });
}

const [typed, linted, formatted, built] = await Promise.all(
  [
    { label: "Type-check", args: ["tsc", "--noEmit"] },
    { label: "Lint (ESLint, architecture boundaries)", args: ["eslint", "--max-warnings", "0", "."] },
    { label: "Format (Prettier)", args: ["prettier", "--check", "."] },
    { label: "Build the client", args: ["vite", "build", "--logLevel", "warn"] },
  ].map((step) => run(step, true)),
);
const steps: boolean[] = [typed!, linted!, formatted!, built!];
steps.push(
  await run(
    {
      label: "Unit and API tests (Vitest)",
      args: ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`],
    },
    false,
  ),
);
if (built) {
  steps.push(
    await run(
      {
        label: "Browser journeys (Playwright, system Chromium)",
        args: ["playwright", "test", "--reporter=list,json"],
        env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
      },
      false,
    ),
  );
}

function readJson<T>(path: string): T | null {
  try {
    return JSON.parse(readFileSync(path, "utf8")) as T;
  } catch {
    return null;
  }
}

const vitest = readJson<{
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}>(vitestReport);
const playwright = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(
  playwrightReport,
);
const passed = (vitest?.numPassedTests ?? 0) + (playwright ? playwright.stats.expected + playwright.stats.flaky : 0);
const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats.unexpected ?? 0) + steps.filter((ok) => !ok).length;
const skipped = (vitest ? vitest.numPendingTests + vitest.numTodoTests : 0) + (playwright?.stats.skipped ?? 0);

console.log(`\nVitest: ${vitest?.numPassedTests ?? 0} passed; Playwright: ${playwright?.stats.expected ?? 0} passed`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(steps.every(Boolean) && failed === 0 ? 0 : 1);
