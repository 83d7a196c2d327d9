import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { inspectPdf, squash } from "../src/documents/test-support/pdf-inspector";
import { todayInIndia } from "../src/shared/rules/calendar-date";
import { sessionYearOf } from "../src/shared/rules/session-year";
import { signUpWithSchool } from "./support/sign-in";

async function post<T>(page: Page, path: string, data: object): Promise<T> {
  const response = await page.request.post(`/api/v1${path}`, { data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** Received at the counter through the student's Add New Transaction dialog, dated today (its default). */
async function receive(page: Page, amount: string, mode: "cash" | "upi") {
  await page.getByRole("button", { name: "Add New Transaction" }).click();
  const form = page.getByRole("dialog", { name: "Add New Transaction" });
  await form.getByRole("button", { name: "Received" }).click();
  await form.getByLabel("Amount (₹)").fill(amount);
  await form.getByLabel("Payment mode").selectOption(mode);
  await form.getByRole("button", { name: "Add", exact: true }).click();
  return form;
}

test("a director takes 2 cash and 1 UPI receipts, reads the day book, closes the day, is refused a receipt, reopens and downloads the PDF", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const today = todayInIndia();
  await signUpWithSchool(page);
  const schoolOwnerId = await page.evaluate(() => localStorage.getItem("schoolId"));
  const ledger = await post<{ _id: string }>(page, "/ledger/add", {
    ledgerName: "Class 7 A",
    className: "7",
    // Today's session: a receipt dated today outside the ledger's session would ask a question first.
    sessionYear: sessionYearOf(todayInIndia()),
    schoolOwnerId,
  });
  const student = await post<{ _id: string }>(page, "/student/add", {
    name: "Meena Kumari",
    phoneNumber: "9876500011",
    ledgerOwnerId: ledger._id,
    schoolOwnerId,
  });

  await page.goto(`/TransactionManager/${student._id}`);
  for (const [amount, mode, receipt] of [
    ["100", "cash", "0001"],
    ["200", "cash", "0002"],
    ["150", "upi", "0003"],
  ] as const) {
    await receive(page, amount, mode);
    await expect(
      page.getByText(new RegExp(`^Received ₹${amount} recorded · receipt \\d{4}-\\d{2}/${receipt}$`)),
    ).toBeVisible();
  }

  // From the menu: today's book, three receipts in time order, the totals by mode, person and head, the net.
  await page.getByRole("link", { name: "Day book" }).first().click();
  await expect(page).toHaveURL(/\/day-book$/);
  await expect(page.getByRole("heading", { name: "Day book" })).toBeVisible();
  const entries = page.getByTestId("day-book-entry");
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(0)).toContainText("Meena Kumari");
  await expect(entries.nth(0)).toContainText("₹100");
  await expect(entries.nth(2)).toContainText("UPI");
  await expect(page.getByTestId("totals-by-mode")).toContainText(/Cash₹300UPI₹150Cheque₹0Bank₹0Not stated₹0/);
  await expect(page.getByTestId("totals-net")).toContainText("₹450");

  // Close the day: ₹290 counted against ₹300 expected, the difference shown before confirming.
  await page.getByRole("button", { name: "Close the day" }).click();
  const close = page.getByRole("dialog");
  await close.getByLabel(/Cash counted/).fill("290");
  await expect(close.getByTestId("close-figures")).toContainText(/Expected cash₹300.*₹290.*Difference-₹10 \(short\)/);
  await close.getByRole("button", { name: /^Close / }).click();
  await expect(page.getByText(/Closed by .+ at .+, counted ₹290, difference -₹10\./)).toBeVisible();

  // A new receipt dated today is refused, and the director is told why.
  await page.goto(`/TransactionManager/${student._id}`);
  const refused = await receive(page, "50", "cash");
  await expect(refused.getByRole("alert")).toContainText("This day is closed in the day book");
  await refused.getByRole("button", { name: "Cancel" }).click();

  // The owner reopens it, with a reason, after a confirmation.
  await page.getByRole("link", { name: "Day book" }).first().click();
  await page.getByRole("button", { name: "Reopen" }).click();
  const reopen = page.getByRole("alertdialog");
  await reopen.getByLabel("Why reopen it?").fill("Found ₹10 in the other drawer");
  await reopen.getByRole("button", { name: "Reopen the day" }).click();
  await expect(page.getByRole("button", { name: "Close the day" })).toBeVisible();
  await expect(page.getByText(/Reopened by .+: Found ₹10 in the other drawer/)).toBeVisible();

  // On a 360 px phone the entries are compact cards: nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(entries).toHaveCount(3);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const card = (await entries.nth(0).boundingBox())!;
  expect(card.x + card.width).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The PDF: Day-book-<today>.pdf with the same entries and totals.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PDF" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`Day-book-${today}.pdf`);
  const text = inspectPdf(await readFile((await download.path())!), (pdf) => squash(pdf.text()));
  expect(text).toContain(`Day book · ${today.split("-").reverse().join("-")}`);
  expect(text).toContain("Meena Kumari");
  expect(text).toContain("Total by mode");
  expect(text).toContain("Cash ₹300");
  expect(text).toContain("UPI ₹150");
  expect(text).toContain("Net ₹450");

  // "Download Excel" is the server's workbook of the same filters, named after the day.
  const excel = page.getByRole("link", { name: "Download Excel" });
  await expect(excel).toHaveAttribute("download", `Day-book-${today}.xlsx`);
  const workbook = await page.request.get((await excel.getAttribute("href"))!);
  expect(workbook.status()).toBe(200);
  expect(workbook.headers()["content-disposition"]).toContain(`filename="Day-book-${today}.xlsx"`);
});
