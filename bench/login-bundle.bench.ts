import { chromium } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM_FLAGS } from "../e2e/support/chromium-flags";
import { kilobytes, LOGIN_JS_BUDGET_BYTES, loadSignInPage, type LoadedFile } from "../e2e/support/sign-in-page-weight";
import { heading, report } from "./support/report";
import { startServerProcess } from "./support/server-process";

const sum = (files: LoadedFile[], size: (file: LoadedFile) => number) =>
  files.reduce((total, file) => total + size(file), 0);

/**
 * What a signed-out visitor's browser loads to show /login, measured in a real Chromium: the
 * JavaScript gzipped at level 9 (deterministic, the budget's measure), and every byte on the wire
 * as the server sends it — compressed, against the same files asked for uncompressed in this run.
 */
export async function benchLoginBundle() {
  heading("Sign-in page weight (issue 16)");
  if (!existsSync("dist/client/index.html"))
    spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
  const server = await startServerProcess({
    NODE_ENV: "development",
    DATA_DIR: mkdtempSync(join(tmpdir(), "bahi-bench-login-")),
  });
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: CHROMIUM_FLAGS,
  });
  const visit = async (acceptEncoding: string) => {
    const context = await browser.newContext({ extraHTTPHeaders: { "Accept-Encoding": acceptEncoding } });
    try {
      return await loadSignInPage(await context.newPage(), `${server.url}/login`);
    } finally {
      await context.close();
    }
  };
  try {
    const compressed = await visit("br, gzip");
    const plain = await visit("identity");
    const scripts = compressed.filter((file) => file.type === "script");
    const scriptsGzip = sum(scripts, (file) => file.gzipBytes);
    report("JavaScript for /login, gzip -9", kilobytes(scriptsGzip), `≤ ${kilobytes(LOGIN_JS_BUDGET_BYTES)}`);
    report("  share of the budget", `${((scriptsGzip / LOGIN_JS_BUDGET_BYTES) * 100).toFixed(0)} %`, "≤ 100 %");
    report("JavaScript for /login, uncompressed", kilobytes(sum(scripts, (file) => file.bytes)));
    report("script files loaded", String(scripts.length));
    const wire = sum(compressed, (file) => file.wireBytes);
    const wirePlain = sum(plain, (file) => file.wireBytes);
    report("bytes on the wire for /login, br (all files)", kilobytes(wire));
    report("bytes on the wire for /login, uncompressed (same run)", kilobytes(wirePlain));
    report("  compressed / uncompressed", `${((wire / wirePlain) * 100).toFixed(0)} %`);
    report(
      "JavaScript on the wire, br",
      kilobytes(sum(scripts, (file) => file.wireBytes)),
      `≤ ${kilobytes(LOGIN_JS_BUDGET_BYTES)}`,
    );
    const unencoded = compressed.filter(
      (file) => file.path.startsWith("/assets/") && !file.contentEncoding && file.gzipBytes < file.bytes,
    );
    report(
      "assets sent without compression",
      unencoded.length ? unencoded.map((file) => file.path).join(", ") : "none",
      "none",
    );
    const heavy = scripts.filter((file) => /pdfkit|fontkit|documents/i.test(file.path));
    report("PDF code loaded for /login", heavy.length ? heavy.map((file) => file.path).join(", ") : "none", "none");
  } finally {
    await browser.close();
    await server.stop();
  }
}
