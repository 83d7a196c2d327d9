import { expect, test } from "./support/test";
import type { Page } from "@playwright/test";
import { todayInIndia } from "../src/shared/rules/calendar-date";
import { sessionYearOf } from "../src/shared/rules/session-year";
import { readFile } from "node:fs/promises";
import { inspectPdf, squash } from "../src/documents/test-support/pdf-inspector";
import { signUpWithSchool } from "./support/sign-in";

async function post<T>(page: Page, path: string, data: object): Promise<T> {
  const response = await page.request.post(`/api/v1${path}`, { data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

const totals = (page: Page) => ({
  charged: page.getByTestId("dues-charged"),
  received: page.getByTestId("dues-received"),
  outstanding: page.getByTestId("dues-outstanding"),
});

test("a director charges a class, sees the Dues page change and prints a numbered receipt", async ({ page }) => {
  test.setTimeout(120_000);
  await signUpWithSchool(page);
  const schoolOwnerId = await page.evaluate(() => localStorage.getItem("schoolId"));
  const ledger = await post<{ _id: string }>(page, "/ledger/add", {
    ledgerName: "Class 5 B",
    className: "5",
    // The session of today: fees are charged and paid today, inside the ledger's session.
    sessionYear: sessionYearOf(todayInIndia()),
    schoolOwnerId,
  });
  const student = (name: string, phoneNumber: string, more: object = {}) =>
    post<{ _id: string }>(page, "/student/add", {
      name,
      phoneNumber,
      ledgerOwnerId: ledger._id,
      schoolOwnerId,
      ...more,
    });
  const aarav = await student("Aarav Sharma", "9876500001", { fatherName: "Suresh Sharma", rollNumber: "12" });
  await student("Kavya Mishra", "9876500002");

  await page.goto("/dues");
  await expect(totals(page).outstanding).toContainText("₹0");

  // Charge fee on the Student manager, the total previewed before confirming.
  await page.goto(`/student-manager/${ledger._id}`);
  await page.getByRole("button", { name: "Charge fee" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Fee per student (₹)").fill("500");
  await dialog.getByLabel("Description").fill("Tuition May");
  await expect(dialog.getByTestId("charge-preview")).toHaveText("2 students × ₹500 = ₹1,000");
  await dialog.getByRole("button", { name: "Charge ₹1,000", exact: true }).click();
  await expect(page.getByText("Charged 2 students, ₹1,000 in all")).toBeVisible();

  // The Dues page, reached from the sidebar, shows the charge and both students as defaulters.
  await page.getByRole("link", { name: "Dues" }).first().click();
  await expect(page).toHaveURL(/\/dues$/);
  await expect(totals(page).charged).toContainText("₹1,000");
  await expect(totals(page).outstanding).toContainText("₹1,000");
  // One compact row per defaulter: name, amount and the remind icon.
  await expect(page.getByRole("listitem").filter({ hasText: "Aarav Sharma" })).toContainText("₹500");
  await expect(page.getByRole("link", { name: "Remind on WhatsApp: Aarav Sharma" })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/91\d{10}\?text=/,
  );

  // Cash at the counter: the mode sits beside the amount (cash at first); the payment gets a receipt
  // number, and the saved toast offers its Receipt-<number>.pdf.
  await page.goto(`/TransactionManager/${aarav._id}`);
  await page.getByRole("button", { name: "Add New Transaction" }).click();
  const form = page.getByRole("dialog", { name: "Add New Transaction" });
  await form.getByRole("button", { name: "Received" }).click();
  const amount = form.getByLabel("Amount (₹)");
  const mode = form.getByLabel("Payment mode");
  await expect(mode).toHaveValue("cash");
  const [amountBox, modeBox] = [(await amount.boundingBox())!, (await mode.boundingBox())!];
  expect(Math.abs(amountBox.y - modeBox.y)).toBeLessThan(2);
  expect(modeBox.x).toBeGreaterThan(amountBox.x + amountBox.width);
  await amount.fill("200");
  await mode.selectOption("upi");
  await form.getByLabel("Description").fill("Part payment");
  await form.getByRole("button", { name: "Add", exact: true }).click();
  const saved = page.getByText(/^Received ₹200 recorded · receipt \d{4}-\d{2}\/0001$/);
  await expect(saved).toBeVisible();
  const receiptNo = (await saved.textContent())!.split("receipt ")[1]!;
  await expect(page.getByRole("button", { name: `Receipt ${receiptNo}`, exact: true })).toBeVisible();
  // The Transactions page offers the WhatsApp reminder for what is still owed (₹500 − ₹200).
  await expect(page.getByRole("link", { name: "Remind on WhatsApp: Aarav Sharma" })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/919876500001\?text=.*%E2%82%B9300(?!\.\d)/,
  );
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Print / share receipt" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`Receipt-${receiptNo.replace("/", "-")}.pdf`);
  const text = inspectPdf(await readFile((await download.path())!), (pdf) => squash(pdf.text()));
  expect(text).toContain(`Receipt No.: ${receiptNo}`);
  expect(text).toContain("Student: Aarav Sharma");
  expect(text).toContain("Father's Name: Suresh Sharma");
  expect(text).toContain("Class: Class 5 B · Roll No. 12");
  // Whole rupees print as on screen, without ".00".
  expect(text).toMatch(/Amount received: ₹200(?![.\d])/);
  expect(text).toContain("Rupees Two Hundred Only");
  expect(text).toContain("Mode: UPI");
  expect(text).toMatch(/Balance after this payment: ₹300(?![.\d])/);
  expect(text).toContain("Authorized Signatory");
});
