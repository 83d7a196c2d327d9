import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { CHROMIUM_FLAGS } from "../e2e/support/chromium-flags";
import { heading, median, report } from "./support/report";
import { parentPagePath } from "./support/parent-page-link";
import { startSeededServer } from "./support/seeded-server";

const score = (value: number | null | undefined) => (value == null ? "n/a" : String(Math.round(value * 100)));

/** Each page is run this many times; the figures are medians (one busy moment on a shared machine turns a run). */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** Pages of the app that exist only once their route is in the route table (another issue adds them). */
const routeExists = (path: string) => readFileSync("src/client/app/route-table.ts", "utf8").includes(`path: "${path}"`);

/** A student of the seeded ledger, for the transactions page. */
async function firstStudentId(serverUrl: string, ledgerId: string, token: string): Promise<string> {
  const response = await fetch(`${serverUrl}/api/v1/student/ledger/${ledgerId}?page=1&limit=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const page = (await response.json()) as { data: { _id: string }[] };
  return page.data[0]!._id;
}

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
  const signedIn = { Cookie: running.browserCookie };
  const ledgerId = running.seeded.ledgerIds[0]!;
  const studentId = await firstStudentId(running.server.url, ledgerId, running.token);
  // A new page: one line here (signed in unless it is /login).
  const pages: Page[] = [
    { name: "/login (signed out)", path: "/login", headers: {} },
    { name: "ledger page / (signed in)", path: "/", headers: signedIn },
    { name: "a ledger's students (signed in)", path: `/student-manager/${ledgerId}`, headers: signedIn },
    { name: "a student's transactions (signed in)", path: `/TransactionManager/${studentId}`, headers: signedIn },
    { name: "dues (signed in)", path: "/dues", headers: signedIn },
    ...(routeExists("/day-book") ? [{ name: "day book (signed in)", path: "/day-book", headers: signedIn }] : []),
    // Issue 29: the parent page, no sign-in; ≤ 60 KB of JavaScript (its own line below).
    {
      name: "parent page /p/{code}",
      path: await parentPagePath(running.server.url, ledgerId, running.token),
      headers: {},
    },
  ];
  const only = process.env.LIGHTHOUSE_PAGES?.split(",");
  try {
    for (const page of pages.filter((p) => !only || only.some((name) => p.path.startsWith(name)))) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(await runWithRetry(running.server.url, page, run));
      reportPage(page.name, runs);
    }
  } finally {
    await running.stop();
  }
}

type Page = { name: string; path: string; headers: Record<string, string> };

/**
 * A run Lighthouse itself could not measure (a runtime error such as NO_NAVSTART, seen on a busy
 * machine) is run again, up to twice: the median is then of runs that measured the page.
 */
async function runWithRetry(serverUrl: string, page: Page, run: number): Promise<Lhr> {
  let lhr = await runInFreshChromium(serverUrl, page, run);
  for (let retry = 0; retry < 2 && lhr.runtimeError; retry++) lhr = await runInFreshChromium(serverUrl, page, run);
  return lhr;
}

/**
 * Each run in a new Chromium with its own empty profile: in one shared browser, the service worker and
 * IndexedDB copy left by an earlier page's runs survived Lighthouse's storage reset, and the next
 * signed-in pages stayed on the HTML's loading screen (scored 100 for painting only "Bahi").
 */
async function runInFreshChromium(serverUrl: string, page: Page, run: number): Promise<Lhr> {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless", ...CHROMIUM_FLAGS],
  });
  try {
    return await runLighthouse(chrome.port, serverUrl, page, run);
  } finally {
    chrome.kill();
  }
}
type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

async function runLighthouse(port: number, serverUrl: string, page: Page, run: number): Promise<Lhr> {
  const url = `${serverUrl}${page.path}`;
  const result = await lighthouse(url, {
    port: Number(port),
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
      `${reportDir}/${page.name.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "")}-${run + 1}.json`,
      JSON.stringify(lhr),
    );
  }
  if (lhr.runtimeError) report(`${page.name}: Lighthouse error`, lhr.runtimeError.code);
  const shown = new URL(lhr.finalDisplayedUrl).pathname;
  if (shown !== new URL(url).pathname) throw new Error(`${page.name}: the page went to ${shown} (not signed in?)`);
  // A score is only worth printing for a page that showed itself: its largest paint must not be the
  // HTML's loading screen (div.boot-loader), which every page paints before its code runs.
  if (largestPaintSelector(lhr)?.includes("boot-loader"))
    throw new Error(`${page.name}: run ${run + 1} never left the loading screen`);
  return lhr;
}

const METRICS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
];

/** The median of the runs for each figure, the runs' scores beside it, and what keeps the median run down. */
function reportPage(name: string, runs: Lhr[]) {
  const scores = (category: string) => runs.map((lhr) => lhr.categories[category]?.score ?? null);
  const medianScore = (category: string) => {
    const known = scores(category).filter((value): value is number => value !== null);
    return known.length ? score(median(known)) : "n/a";
  };
  const each = (category: string) => scores(category).map(score).join(", ");
  report(`${name}: performance (median of ${runs.length})`, medianScore("performance"), "≥ 95");
  report(`  runs`, each("performance"));
  report(`${name}: accessibility`, medianScore("accessibility"), "100");
  for (const id of METRICS) {
    const values = runs.map((lhr) => lhr.audits[id]?.numericValue).filter((v): v is number => v !== undefined);
    const title = runs[0]!.audits[id]?.title ?? id;
    if (!values.length) continue;
    const shown = id === "cumulative-layout-shift" ? median(values).toFixed(3) : `${Math.round(median(values))} ms`;
    report(`  ${title} (median)`, shown);
  }
  // The run with the median performance score says what to fix.
  const sorted = [...runs].sort(
    (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
  );
  const lhr = sorted[Math.floor(sorted.length / 2)]!;
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
  const lcp = lhr.audits["largest-contentful-paint-element"]?.details as
    { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
  const element = lcp?.items?.[0]?.items?.[0]?.node?.snippet;
  if (element) report(`  LCP element: ${element}`.slice(0, 72), "");
  report(`  API requests answered before the LCP (median)`, String(median(runs.map(apiRequestsBeforeLcp))), "0");
  report(`  JavaScript transferred (median)`, `${(median(runs.map(scriptBytes)) / 1024).toFixed(1)} KB`);
}

/** The CSS selector Lighthouse gives for the largest contentful paint's element. */
function largestPaintSelector(lhr: Lhr): string | undefined {
  const details = lhr.audits["largest-contentful-paint-element"]?.details as
    { items?: { items?: { node?: { selector?: string } }[] }[] } | undefined;
  return details?.items?.[0]?.items?.[0]?.node?.selector;
}

/** What the page's scripts weighed on the wire (compressed), from Lighthouse's list of requests. */
function scriptBytes(lhr: Lhr): number {
  const requests = (lhr.audits["network-requests"]?.details as { items?: Record<string, unknown>[] } | undefined)
    ?.items;
  return (requests ?? [])
    .filter((request) => request.resourceType === "Script")
    .reduce((sum, request) => sum + Number(request.transferSize ?? 0), 0);
}

/**
 * The API requests (/api/…) that had finished before the largest paint, as observed in the trace: with
 * the first screen's data in the HTML (decision 0044) the paint needs none of them.
 */
function apiRequestsBeforeLcp(lhr: Lhr): number {
  const metrics = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0];
  const requests = (lhr.audits["network-requests"]?.details as { items?: Record<string, unknown>[] } | undefined)
    ?.items;
  const lcp = metrics?.observedLargestContentfulPaint;
  if (lcp === undefined || !requests) return NaN;
  // Request times count from the first request (the HTML's), the metric from the navigation's start:
  // a few milliseconds apart, against API answers hundreds of milliseconds after the HTML.
  // The event stream (/api/v1/events) stays open and carries no page data: not a question the paint waits for.
  return requests.filter(
    (request) =>
      new URL(String(request.url)).pathname.startsWith("/api/") &&
      request.mimeType !== "text/event-stream" &&
      !String(request.url).includes("/api/v1/events") &&
      Number(request.networkEndTime) <= lcp,
  ).length;
}
