import { expect, test } from "./support/test";
import { signUpWithSchool } from "./support/sign-in";

test("a director buys 200 coins through the development checkout and the badge shows them", async ({ page }) => {
  await signUpWithSchool(page);
  const badge = page.getByTestId("coin-badge");
  await expect(badge).toHaveText("20 coins");

  await page.goto("/BuyCoins");
  await expect(page.getByRole("button", { name: "Pay ₹1,100" })).toBeVisible();
  await page.getByRole("button", { name: "Pay ₹200" }).click();

  await expect(page).toHaveURL(/\/dev-pay\/checkout\?order_id=order_/);
  await expect(page.getByText("₹200", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/successful-payment\?razorpay_order_id=/);
  await expect(page.getByText("200 coins added — you now have 220")).toBeVisible();
  // In a browser tab there is nothing to close: the way on is back to where the purchase began.
  await expect(page.getByRole("button", { name: "Close Application" })).toHaveCount(0);
  await page.getByRole("link", { name: "Go to Bahi" }).click();
  await expect(page).toHaveURL(/\/BuyCoins$/);
  await expect(badge).toHaveText("220 coins");
});

test("the badge changes when a webhook grants while the page is open", async ({ page }) => {
  await signUpWithSchool(page);
  const badge = page.getByTestId("coin-badge");
  await expect(badge).toHaveText("20 coins");

  // Pay out of band: the development gateway's Pay posts the signed webhook; this page never reloads.
  const order = (await (
    await page.request.post("/api/v1/payments/orders", { data: { planId: "coins-200" } })
  ).json()) as { data: { orderId: string } };
  const paid = await page.request.post("/dev-pay/pay", { form: { order_id: order.data.orderId }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  await expect(badge).toHaveText("220 coins", { timeout: 3000 });

  // A print spends a coin, and the badge follows that too.
  await page.request.post("/api/v1/print-jobs", { data: { tool: "omr-sheet" } });
  await expect(badge).toHaveText("219 coins", { timeout: 3000 });

  // Premium bought too: its days left, the coins beside them, still narrow enough for a 360 px header.
  const week = (await (
    await page.request.post("/api/v1/payments/orders", { data: { planId: "premium-7" } })
  ).json()) as { data: { orderId: string } };
  await page.request.post("/dev-pay/pay", { form: { order_id: week.data.orderId }, maxRedirects: 0 });
  await expect(page.getByTestId("coin-badge-premium")).toHaveText("Premium · 7d", { timeout: 3000 });
  await expect(page.getByTestId("coin-badge-coins")).toHaveText("219");
  await page.setViewportSize({ width: 360, height: 740 });
  expect((await badge.boundingBox())!.width).toBeLessThanOrEqual(110);
});
