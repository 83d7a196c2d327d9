import { chromium } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { heading, report } from "./support/report";
import { startServerProcess } from "./support/server-process";

/**
 * JavaScript the browser downloads to show /login, measured in a real Chromium: every script
 * response is gzipped (level 9, as a CDN would) and summed. Target ≤ 170 KB; no PDF code in it.
 */
export async function benchLoginBundle() {
  heading("Sign-in page weight (issue 2)");
  if (!existsSync("dist/client/index.html")) spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
  const server = await startServerProcess({ NODE_ENV: "development", DATA_DIR: mkdtempSync(join(tmpdir(), "bahi-bench-login-")) });
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  try {
    const page = await browser.newPage();
    const scripts: { url: string; gzip: number; raw: number }[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "script") return;
      const body = await response.body().catch(() => null);
      if (body) scripts.push({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    });
    await page.goto(`${server.url}/login`);
    await page.getByRole("button", { name: "Sign up with Google" }).waitFor();
    await page.waitForLoadState("networkidle");
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
    report("JavaScript for /login, gzip", `${(total / 1024).toFixed(1)} KB`, "≤ 170 KB");
    report("JavaScript for /login, uncompressed", `${(scripts.reduce((s, x) => s + x.raw, 0) / 1024).toFixed(1)} KB`);
    report("script files loaded", String(scripts.length));
    const heavy = scripts.filter((s) => /pdfkit|fontkit|documents/i.test(s.url));
    report("PDF code loaded for /login", heavy.length ? heavy.map((s) => s.url).join(", ") : "none", "none");
  } finally {
    await browser.close();
    await server.stop();
  }
}
