import { expect, test } from "./support/test";
import { signUpWithSchool } from "./support/sign-in";

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test("on a 360 px phone the app fits the screen and the menu reaches every section", async ({ page }) => {
  await page.goto("/login");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await signUpWithSchool(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expect(page.getByTestId("sidebar")).toBeHidden();

  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog");
  for (const name of [
    "Student Ledger",
    "OMR Sheet",
    "Long Question Paper",
    "MCQ Question Paper",
    "Application Maker",
    "Student ID Card",
    "Setting",
    "Buy Coins",
    "About Us",
  ]) {
    await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(menu.getByText("₹49/month")).toBeVisible();
  await menu.getByRole("link", { name: "OMR Sheet", exact: true }).click();
  await expect(page).toHaveURL(/\/omr-sheet$/);
  await expect(page.getByRole("dialog")).toBeHidden();
});
