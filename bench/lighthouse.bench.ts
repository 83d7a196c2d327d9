import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { CHROMIUM_FLAGS } from "../e2e/support/chromium-flags";
import { heading, report } from "./support/report";
import { startSeededServer } from "./support/seeded-server";

const score = (value: number | null | undefined) => (value == null ? "n/a" : String(Math.round(value * 100)));

/**
 * Issue 16: Lighthouse's mobile run (a mid-range phone on slow 4G, simulated) of the production
 * build on the real server, for /login signed out and for the ledger pages of a seeded school,
 * signed in with the director's session cookies.
 */
export async function benchLighthouse() {
  heading("Lighthouse, mobile emulation (issue 16)");
  if (!existsSync("dist/client/index.html"))
    spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
  const running = await startSeededServer("bahi_bench_lighthouse", {
    ledgers: 3,
    studentsPerLedger: 40,
    transactionsPerStudent: 3,
  });
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless", ...CHROMIUM_FLAGS],
  });
  const signedIn = { Cookie: running.browserCookie };
  const pages: { name: string; path: string; headers: Record<string, string> }[] = [
    { name: "/login (signed out)", path: "/login", headers: {} },
    { name: "ledger page / (signed in)", path: "/", headers: signedIn },
    {
      name: "a ledger's students (signed in)",
      path: `/student-manager/${running.seeded.ledgerIds[0]}`,
      headers: signedIn,
    },
  ];
  try {
    for (const page of pages) {
      const url = `${running.server.url}${page.path}`;
      const result = await lighthouse(url, {
        port: Number(chrome.port),
        onlyCategories: ["performance", "accessibility"],
        output: "json",
        logLevel: "error",
        extraHeaders: page.headers,
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      const { lhr } = result;
      // LIGHTHOUSE_REPORT_DIR=dir keeps each page's full report (open it in the Lighthouse viewer).
      const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
      if (reportDir) {
        mkdirSync(reportDir, { recursive: true });
        writeFileSync(
          `${reportDir}/${page.name.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "")}.json`,
          JSON.stringify(lhr),
        );
      }
      if (lhr.runtimeError) report(`${page.name}: Lighthouse error`, lhr.runtimeError.code);
      const shown = new URL(lhr.finalDisplayedUrl).pathname;
      if (shown !== new URL(url).pathname) throw new Error(`${page.name}: the page went to ${shown} (not signed in?)`);
      report(`${page.name}: performance`, score(lhr.categories.performance?.score), "≥ 95");
      report(`${page.name}: accessibility`, score(lhr.categories.accessibility?.score), "100");
      for (const id of [
        "first-contentful-paint",
        "largest-contentful-paint",
        "total-blocking-time",
        "cumulative-layout-shift",
        "speed-index",
      ]) {
        const audit = lhr.audits[id];
        if (audit?.displayValue) report(`  ${audit.title}`, audit.displayValue.replace(/\u00a0/g, " "));
      }
      // What keeps a score down, so a run says what to fix.
      const failing = Object.values(lhr.audits).filter(
        (audit) =>
          audit.score !== null &&
          audit.score < 0.9 &&
          ["numeric", "binary", "metricSavings"].includes(audit.scoreDisplayMode),
      );
      const shifts = lhr.audits["layout-shifts"]?.details as
        { items?: { node?: { snippet?: string }; score?: number }[] } | undefined;
      for (const shift of shifts?.items?.slice(0, 3) ?? [])
        report(`  layout shift: ${shift.node?.snippet ?? "?"}`.slice(0, 58), (shift.score ?? 0).toFixed(3));
      for (const audit of failing.slice(0, 8))
        report(
          `  below par: ${audit.title}`.slice(0, 58),
          audit.displayValue?.replace(/\u00a0/g, " ") ?? score(audit.score),
        );
    }
  } finally {
    chrome.kill();
    await running.stop();
  }
}
