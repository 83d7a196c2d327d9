import type { Page } from "@playwright/test";
import { todayInIndia } from "../src/shared/rules/calendar-date";
import { sessionYearOf } from "../src/shared/rules/session-year";
import { signUpWithSchool } from "./support/sign-in";
import { expect, test } from "./support/test";

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

async function post<T>(page: Page, path: string, data: object): Promise<T> {
  const response = await page.request.post(`/api/v1${path}`, { data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const fitsThePhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

test("on a phone, a director saves a monthly fee plan, posts this month's fees once and deletes the plan", async ({
  page,
}) => {
  await signUpWithSchool(page);
  const schoolOwnerId = await page.evaluate(() => localStorage.getItem("schoolId"));
  const ledger = await post<{ _id: string }>(page, "/ledger/add", {
    ledgerName: "Class 6 A",
    className: "6",
    sessionYear: sessionYearOf(todayInIndia()),
    schoolOwnerId,
  });
  for (const [name, phoneNumber] of [
    ["Aarav Sharma", "9876500001"],
    ["Kavya Mishra", "9876500002"],
  ]) {
    await post(page, "/student/add", { name, phoneNumber, ledgerOwnerId: ledger._id, schoolOwnerId });
  }

  await page.goto(`/student-manager/${ledger._id}`);
  // A phone keeps the ledger's rarer buttons behind "More", so its students show first.
  await page.getByRole("button", { name: "More", exact: true }).click();
  await page.getByRole("button", { name: "Fee plans" }).click();
  const plans = page.getByRole("dialog", { name: "Fee plans" });
  await expect(plans.getByText("No fee plans yet.", { exact: false })).toBeVisible();

  await plans.getByRole("button", { name: "Add fee plan" }).click();
  const form = page.getByRole("dialog", { name: "Add a fee plan" });
  await form.getByLabel("Description").fill("Tuition");
  await form.getByLabel("Fee per student (₹)").fill("500");
  await form.getByLabel("Day of the month").selectOption("28");
  await fitsThePhone(page);
  await form.getByRole("button", { name: "Save plan" }).click();
  await expect(form).toBeHidden();
  const plan = plans.getByRole("listitem").filter({ hasText: "Tuition" });
  await expect(plan).toContainText("₹500 every month on day 28");
  await expect(plan).toContainText("Not charged yet this session.");
  await fitsThePhone(page);

  // By hand, before the 28th comes: both students, once; a second tap charges nobody.
  await plans.getByRole("button", { name: "Post this month's fees" }).click();
  await expect(page.getByText("Charged 2 students, ₹1,000 in all")).toBeVisible();
  await expect(plan).toContainText("(2 students)");
  await plans.getByRole("button", { name: "Post this month's fees" }).click();
  await expect(page.getByText("Nobody was charged: everyone already has this month's fees.")).toBeVisible();

  await plans.getByRole("button", { name: "Delete Tuition" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this fee plan?" });
  await fitsThePhone(page);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(plans.getByText("No fee plans yet.", { exact: false })).toBeVisible();
  await page.keyboard.press("Escape");

  // The Student manager, refreshed by the posting, shows each student owing the one charge.
  await expect(page.getByRole("dialog")).toBeHidden();
  for (const name of ["Aarav Sharma", "Kavya Mishra"])
    await expect(page.getByRole("row").filter({ hasText: name })).toContainText(/₹500(?![\d,.])/);
});
