import { todayInIndia } from "../src/shared/rules/calendar-date";
import { addClassWithAarav, post } from "./support/api";
import { signUpWithSchool } from "./support/sign-in";
import { expect, test } from "./support/test";

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test("on a phone the owner reads today's summary on Ledger Details and opens the day's cash entries from it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const today = todayInIndia();
  await signUpWithSchool(page);
  const { studentId } = await addClassWithAarav(page);
  for (const [amount, paymentMode] of [
    [300, "cash"],
    [150, "upi"],
  ] as const) {
    await post(page, "/transactions/add", {
      studentOwnerId: studentId,
      amount,
      description: "",
      transactionType: "Credit",
      transactionDate: today,
      paymentMode,
      outsideSession: true,
    });
  }

  await page.goto("/");
  const card = page.getByRole("region", { name: "Today's summary" });
  await expect(card.getByRole("link", { name: /^Collected/ })).toContainText("₹450");
  await expect(card.getByRole("link", { name: /^UPI/ })).toContainText("₹150");
  await expect(card.getByRole("link", { name: /^Cancellations/ })).toContainText("0 · ₹0");
  // The card fits a 360 px screen: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const box = await card.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);

  await card.getByRole("link", { name: /^Cash/ }).click();
  await expect(page).toHaveURL(`/day-book?from=${today}&to=${today}&mode=cash`);
  await expect(page.getByText("₹300").first()).toBeVisible();
});
