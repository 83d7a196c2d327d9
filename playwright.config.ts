import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS } from "./e2e/support/chromium-flags";

const port = Number(process.env.E2E_PORT ?? 3100);

/** The system Chromium (Debian package), never a downloaded browser; flags from DESIGN.md. */
export default defineConfig({
  testDir: "e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      // Keep Chromium's popup blocker on, as a user's browser has it: sign-in must open its popup from the click.
      ignoreDefaultArgs: ["--disable-popup-blocking"],
      args: CHROMIUM_FLAGS,
    },
  },
  webServer: {
    command: `node --import tsx e2e/support/serve-for-tests.ts`,
    url: `http://localhost:${port}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: String(port) },
    stdout: "pipe",
    stderr: "pipe",
  },
});
