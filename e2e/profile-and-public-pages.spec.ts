import { expect, test } from "./support/test";
import type { Page } from "@playwright/test";
import { signUpWithSchool } from "./support/sign-in";

const publicPages = [
  { path: "/About-us", heading: "About Us", hindi: "हमारे बारे में" },
  { path: "/Contact-us", heading: "Public Contact Details", hindi: "सार्वजनिक संपर्क विवरण" },
  { path: "/latest-update", heading: "Get the latest version of Bahi", hindi: "बही का नवीनतम संस्करण पाएँ" },
  { path: "/privacy-policy", heading: "Privacy Policy", hindi: "गोपनीयता नीति" },
  { path: "/shipping-and-delivery-policy", heading: "Shipping and Delivery Policy", hindi: "शिपिंग और डिलीवरी नीति" },
  { path: "/TermsAndConditions", heading: "Terms and Conditions", hindi: "नियम और शर्तें" },
  { path: "/CancellationAndRefundPolicy", heading: "Cancellation and Refund Policy", hindi: "रद्दीकरण और धनवापसी नीति" },
  { path: "/FailedPayment", heading: "Payment Failed", hindi: "भुगतान विफल" },
  { path: "/successful-payment", heading: "Payment Successful", hindi: "भुगतान सफल" },
];

/** The signed-in user and their school, as the server knows them. */
async function whoAmI(page: Page) {
  const session = (await (await page.request.get("/api/auth/get-session")).json()) as {
    user: { id: string; email: string };
  };
  const lookup = (await (await page.request.get(`/api/v1/school/uid/${session.user.id}`)).json()) as {
    data: { schoolId: string };
  };
  return { user: session.user, schoolId: lookup.data.schoolId };
}

test("the director edits the school on the profile, sees it in the layout, signs out, and reads the public pages", async ({
  page,
  context,
}) => {
  await signUpWithSchool(page);
  const { user, schoolId } = await whoAmI(page);

  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "School details", exact: true })).toBeVisible();
  await expect(page.getByText(user.email, { exact: true })).toBeVisible();
  // The raw UID is for support only (Share UID below sends it); the page does not show it.
  await expect(page.getByText(user.id)).toHaveCount(0);
  await expect(page.getByTestId("placeholder-avatar")).toBeVisible();

  // Plan and coins: the new school's welcome coins (no trial: the test server sets BILLING_TRIAL_DAYS=0) and the owner's history.
  const plan = page.getByTestId("plan-coins-card");
  await expect(plan.getByTestId("wallet-coins")).toHaveText("20");
  await expect(plan.getByTestId("wallet-premium")).toHaveText("No Premium");
  const history = plan.getByRole("region", { name: "Wallet history" });
  await expect(history.getByTestId("wallet-entry-coins")).toHaveText(["+20"]);
  await expect(history.getByText("Grant")).toBeVisible();
  await expect(plan.getByRole("link", { name: "Buy Coins" })).toHaveAttribute("href", "/BuyCoins");

  // Share UID: the chat site is out of reach here, so answer it locally and look at the address.
  await context.route("https://wa.me/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>chat</title>" }),
  );
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: `Share UID (${schoolId})` }).click();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  expect(popup.url()).toBe(`https://wa.me/919000000000?text=${encodeURIComponent(`My UID: ${user.id}`)}`);
  await popup.close();

  await page.getByLabel("Name", { exact: true }).fill("Saraswati Public School");
  await page.getByLabel("Director", { exact: true }).fill("Ravi Kumar");
  await page.getByRole("button", { name: "Update School Details" }).click();
  await expect(page.getByText("School updated successfully!")).toBeVisible();

  await page.getByRole("button", { name: "Profile" }).click();
  await expect(page.getByTestId("director-name")).toHaveText("Ravi Kumar");
  await page.keyboard.press("Escape");

  // The server kept it: a fresh load shows the new values.
  await page.reload();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Saraswati Public School");
  await expect(page.getByLabel("Director", { exact: true })).toHaveValue("Ravi Kumar");

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("schoolDetails"))).toBeNull();

  for (const { path, heading } of publicPages) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
  }
  await page.goto("/Contact-us");
  await expect(page.getByText("Last updated on May 1st 2024")).toBeVisible();
  await expect(page.getByText(/Sitamarhi, Bihar \d{6}/)).toBeVisible();
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("every public page fits the screen and speaks Hindi", async ({ page }) => {
    await page.goto("/privacy-policy");
    await page.getByRole("combobox").selectOption("hi");
    for (const { path, hindi } of publicPages) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(hindi);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    }
  });
});
