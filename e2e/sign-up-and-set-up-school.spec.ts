import { expect, test } from "./support/test";
import { fillSchoolForm, newDirector, sampleSchool, signInThroughPopup } from "./support/sign-in";

test("a new director signs up through the popup, sets up the school, stays signed in and logs out", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle(/Sign in/);

  const director = newDirector("Asha Verma");
  await signInThroughPopup(page, director);

  await expect(page).toHaveURL(/\/SchoolManager$/);
  await expect(page.getByRole("heading", { name: "Welcome to Our Platform!" })).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toContainText("1");

  // Nothing saved on bad input: each message sits next to its field.
  await page.getByLabel("Director Name").fill("");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByLabel("School Name")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Please fill all fields.").first()).toBeVisible();
  await fillSchoolForm(page, { ...sampleSchool, contactNumber: "98765" });
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Phone number must be 10 digits!")).toBeVisible();
  await expect(page).toHaveURL(/\/SchoolManager$/);

  await page.getByLabel("Contact Number").fill(sampleSchool.contactNumber);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("coin-badge")).toHaveText("20 coins");

  await page.reload();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole("button", { name: "Profile" }).click();
  await expect(page.getByTestId("director-name")).toHaveText("Asha Verma");
  await expect(page.getByText("Admin", { exact: true })).toBeVisible();

  // With a school, SchoolManager is behind the user.
  await page.keyboard.press("Escape");
  await page.goto("/SchoolManager");
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole("button", { name: "Profile" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/");
  await expect(page).toHaveURL(/\/login$/);

  // Signing in again finds the school and goes straight to the ledgers.
  await signInThroughPopup(page, director);
  await expect(page).toHaveURL(/\/$/);
});

test("when the browser blocks the popup, sign-in continues in the same tab", async ({ page }) => {
  // What a blocking browser does: window.open returns null.
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign up with Google" }).click();
  await expect(page.getByText("Choose an account")).toBeVisible();
  await page.getByLabel("Name").fill("Ravi Prakash");
  await page.getByLabel("Email").fill(`redirect-${Date.now()}@example.com`);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/SchoolManager$/);
  await expect(page.getByRole("heading", { name: "Welcome to Our Platform!" })).toBeVisible();
});
