import { expect, test } from "./support/test";
import { signInThroughPopup, signUpWithSchool } from "./support/sign-in";

test("Sign out everywhere on Profile ends the sessions of every device at once", async ({ page, browser }) => {
  await signUpWithSchool(page);
  const { user } = (await (await page.request.get("/api/auth/get-session")).json()) as {
    user: { id: string; name: string; email: string };
  };
  const schoolOf = `/api/v1/school/uid/${user.id}`;
  const laptopCookies = await page.context().cookies();

  // A second device: its own browser, signed in as the same account, so it holds its own session.
  const phone = await browser.newContext();
  const phonePage = await phone.newPage();
  await signInThroughPopup(phonePage, { name: user.name, email: user.email });
  await expect(phonePage).toHaveURL(/\/$/);
  expect((await phonePage.request.get(schoolOf)).status()).toBe(200);

  await page.goto("/profile");
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The very next request of the other device is refused: no cache keeps a revoked session alive.
  expect((await phonePage.request.get(schoolOf)).status()).toBe(401);
  // The laptop's old cookies, replayed from elsewhere, are refused too.
  const replay = await browser.newContext();
  await replay.addCookies(laptopCookies);
  expect((await (await replay.newPage()).request.get(schoolOf)).status()).toBe(401);
  await phone.close();
  await replay.close();
});
