import { expect, test } from "./support/test";
import type { Page } from "@playwright/test";
import { todayInIndia } from "../src/shared/rules/calendar-date";
import { sessionYearOf } from "../src/shared/rules/session-year";
import { signUpWithSchool } from "./support/sign-in";

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

async function post<T>(page: Page, path: string, data: object): Promise<T> {
  const response = await page.request.post(`/api/v1${path}`, { data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

test("on a phone, a director charges a ledger from Ledger Details, leaving one student out and giving one a concession", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpWithSchool(page);
  const schoolOwnerId = await page.evaluate(() => localStorage.getItem("schoolId"));
  const ledger = await post<{ _id: string }>(page, "/ledger/add", {
    ledgerName: "Class 6 A",
    className: "6",
    // The session of today: fees are charged and paid today, inside the ledger's session.
    sessionYear: sessionYearOf(todayInIndia()),
    schoolOwnerId,
  });
  for (const [name, phoneNumber] of [
    ["Aarav Sharma", "9876500011"],
    ["Kavya Mishra", "9876500012"],
    ["Rohan Das", "9876500013"],
  ] as const) {
    await post(page, "/student/add", { name, phoneNumber, ledgerOwnerId: ledger._id, schoolOwnerId });
  }

  await page.goto("/");
  await page.getByRole("button", { name: "Charge fee to Class 6 A" }).click();
  const dialog = page.getByRole("dialog", { name: "Charge a fee to the class" });
  await dialog.getByLabel("Fee per student (₹)").fill("500");
  await dialog.getByLabel("Description").fill("Exam fee");
  await dialog.getByRole("checkbox", { name: "Kavya Mishra" }).uncheck();
  await dialog.getByRole("textbox", { name: "Concession for Aarav Sharma (₹)" }).fill("150");
  await expect(dialog.getByTestId("charge-preview")).toHaveText("2 students × ₹500 − ₹150 concessions = ₹850");

  // The phone's dialog scrolls, yet the confirm button, with the total on it, stays on screen and
  // nothing is wider than it.
  const confirm = dialog.getByRole("button", { name: "Charge ₹850", exact: true });
  await expect(confirm).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await confirm.click();
  await expect(page.getByText("Charged 2 students, ₹850 in all")).toBeVisible();
  await expect(dialog).toBeHidden();
  // The toast settles below the header, so the menu button stays within reach while it shows.
  const header = (await page.getByRole("banner").boundingBox())!;
  await expect
    .poll(async () => (await page.locator("[data-sonner-toast]").first().boundingBox())!.y)
    .toBeGreaterThanOrEqual(header.y + header.height);

  // The Dues page, reached from the phone's menu, counts exactly what was charged.
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog").getByRole("link", { name: "Dues" }).click();
  await expect(page).toHaveURL(/\/dues$/);
  await expect(page.getByTestId("dues-charged")).toContainText("₹850");
  await expect(page.getByTestId("dues-outstanding")).toContainText("₹850");
  await expect(page.getByRole("listitem").filter({ hasText: "Aarav Sharma" })).toContainText("₹350");
  await expect(page.getByRole("listitem").filter({ hasText: "Rohan Das" })).toContainText("₹500");
  await expect(page.getByRole("listitem").filter({ hasText: "Kavya Mishra" })).toHaveCount(0);
});
