import { expect, test } from "./support/test";

test("signed out, private pages and tools send the visitor to /login, public pages stay open", async ({ page }) => {
  for (const path of ["/omr-sheet", "/student-manager/abc", "/profile", "/setting", "/no-such-page"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
  await page.goto("/privacy-policy");
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page).toHaveTitle(/Privacy Policy/);
});

test("the Hindi switch changes the visible texts, <html lang>, and is remembered", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Sign up with Google" })).toBeVisible();
  await page.getByRole("combobox").selectOption("hi");
  await expect(page.getByRole("button", { name: "Google से साइन अप करें" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page).toHaveTitle(/साइन इन/);
  await page.reload();
  await expect(page.getByRole("button", { name: "Google से साइन अप करें" })).toBeVisible();
  await page.getByRole("combobox").selectOption("en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});
