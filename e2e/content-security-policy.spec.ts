import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { signUpWithSchool } from "./support/sign-in";

/**
 * The CSP allows styles only from our origin (plus the shell's hashed boot-loader <style>): no page
 * may need an inline <style> the policy refuses. Chromium reports each refusal both on the console
 * and as a `securitypolicyviolation` event; both are collected (decision 0030).
 */
async function watchViolations(page: Page) {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await page.exposeFunction("reportCspViolation", (line: string) => violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation(line: string): void }).reportCspViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return violations;
}

test("no page of the app breaks its Content Security Policy, and toasts and dialogs keep their styles", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  const response = await page.goto("/login");
  const policy = response?.headers()["content-security-policy"] ?? "";
  expect(policy).toMatch(/style-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*;/);
  expect(policy).not.toMatch(/style-src[^;]*'unsafe-inline'/);

  await signUpWithSchool(page);

  // A Radix dialog locks the page's scroll through a constructed stylesheet, not a refused <style>.
  await page.getByRole("button", { name: "Add Ledger" }).first().click();
  const addLedger = page.getByRole("dialog", { name: "Add Ledger" });
  await expect(addLedger).toBeVisible();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
  await addLedger.getByLabel("Ledger Name").fill("Class 10 A");
  await addLedger.getByLabel("Class Name").fill("10");
  await addLedger.getByLabel("Session Year (YYYY-YY)").fill("2025-26");
  await addLedger.getByRole("button", { name: "Add" }).click();
  await expect(addLedger).toBeHidden();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
  await page.getByRole("link", { name: "View students of Class 10 A" }).click();
  await expect(page).toHaveURL(/\/student-manager\//);

  // sonner's toast is styled by the static stylesheet: fixed in a corner, not in the page's flow.
  await page.goto("/demand-slip");
  await page.getByRole("button", { name: "Print" }).click();
  const toaster = page.locator("[data-sonner-toaster]");
  await expect(toaster.getByText("No students to bill.")).toBeVisible();
  expect(await toaster.first().evaluate((element) => getComputedStyle(element).position)).toBe("fixed");

  for (const path of [
    "/profile",
    "/dues",
    "/omr-sheet",
    "/student-id-card",
    "/services",
    "/BuyCoins",
    "/team",
    "/About-us",
  ]) {
    await page.goto(path);
    await expect(page.locator("main")).toBeVisible();
    await expect(page.locator(".boot-loader")).toHaveCount(0);
  }
  expect(violations).toEqual([]);
});
