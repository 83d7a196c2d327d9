import { expect, test } from "./support/test";
import { fillSchoolForm, newDirector, sampleSchool, signInThroughPopup } from "./support/sign-in";

test("a first visit follows the browser's language: hi-IN opens in Hindi", async ({ browser }) => {
  const context = await browser.newContext({ locale: "hi-IN" });
  const page = await context.newPage();
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Google से साइन अप करें" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await context.close();
});

test("Hindi chosen on the phone is the language on the PC after sign-in, from the first paint on", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000); // Two devices, two sign-ins.
  // The phone: a director signs up in English, then picks Hindi.
  const director = newDirector(sampleSchool.directorName);
  await signInThroughPopup(page, director);
  await expect(page).toHaveURL(/\/SchoolManager$/);
  await fillSchoolForm(page, sampleSchool);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/$/);
  const saved = page.waitForResponse(
    (response) => response.url().endsWith("/api/v1/me/preferences") && response.request().method() === "PUT",
  );
  await page.getByRole("banner").getByRole("combobox", { name: "Language" }).selectOption("hi");
  expect((await saved).status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");

  // The PC: a browser that has never seen Bahi, in English; signing in brings the account's Hindi.
  const pc = await browser.newContext({ locale: "en-US" });
  const pcPage = await pc.newPage();
  await signInThroughPopup(pcPage, director);
  await expect(pcPage).toHaveURL(/\/$/);
  await expect(pcPage.locator("html")).toHaveAttribute("lang", "hi");
  await expect(pcPage.getByRole("banner").getByRole("combobox", { name: "भाषा" })).toHaveValue("hi");

  // Even with this device's memory wiped, the signed-in page arrives in Hindi (the server's start data).
  await pcPage.evaluate(() => localStorage.clear());
  const html = await (await pcPage.request.get("/")).text();
  expect(html).toContain('"language":"hi"');
  await pcPage.reload();
  await expect(pcPage.locator("html")).toHaveAttribute("lang", "hi");

  // Back to English on the PC: the phone follows on its next start.
  await pcPage.getByRole("banner").getByRole("combobox", { name: "भाषा" }).selectOption("en");
  await expect(pcPage.locator("html")).toHaveAttribute("lang", "en");
  await expect
    .poll(async () => ((await (await page.request.get("/api/v1/me/preferences")).json()) as { data: unknown }).data)
    .toEqual({ language: "en" });
  // The phone's own memory still says Hindi; its page (the service worker's copy, without start data)
  // asks the account once the app has loaded, which on a loaded machine takes a while.
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "en", { timeout: 45_000 });
  await pc.close();
});
