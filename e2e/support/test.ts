import { test as base } from "@playwright/test";

export { expect } from "@playwright/test";

/**
 * Playwright's `test` with one automatic fixture: when a journey fails, it prints where the page was,
 * what it showed, and the browser's errors and refused requests, so a failure seen only in CI's log
 * can still be read (CI keeps no traces).
 */
export const test = base.extend<{ failureReport: void }>({
  failureReport: [
    async ({ page }, use, testInfo) => {
      const events: string[] = [];
      const note = (line: string) => events.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
      page.on("console", (message) => message.type() === "error" && note(`console: ${message.text()}`));
      page.on("pageerror", (error) => note(`page error: ${error.message}`));
      page.on("requestfailed", (request) =>
        note(`failed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ""}`),
      );
      page.on(
        "response",
        (response) =>
          response.status() >= 400 && note(`${response.status()}: ${response.request().method()} ${response.url()}`),
      );
      page.on("framenavigated", (frame) => frame === page.mainFrame() && note(`navigated: ${frame.url()}`));
      await use();
      if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
      const shown = await page
        .locator("body")
        .innerText({ timeout: 2000 })
        .catch(() => "(unreadable)");
      console.log(
        [
          `— ${testInfo.title}: the page at ${page.url()} showed:`,
          shown.replace(/\s+/g, " ").slice(0, 1500),
          "— its events:",
          ...events.slice(-40),
        ].join("\n"),
      );
    },
    { auto: true },
  ],
});
