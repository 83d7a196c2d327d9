import type { Page } from "@playwright/test";
import { appRoutes } from "../src/client/app/route-table";
import { addClassWithAarav } from "./support/api";
import { signUpWithSchool } from "./support/sign-in";
import { expect, test } from "./support/test";

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
  await expect(menu.getByText("Premium, 7 days")).toBeVisible();
  await menu.getByRole("link", { name: "OMR Sheet", exact: true }).click();
  await expect(page).toHaveURL(/\/omr-sheet$/);
  await expect(page.getByRole("dialog")).toBeHidden();
});

const LANGUAGES = ["en", "hi"] as const;

/** How far `path` scrolls sideways once drawn: 0 when it fits the screen. */
async function sidewaysOverflow(page: Page, path: string, language: string): Promise<number> {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  await expect(page.locator("main")).toBeVisible();
  await expect(page.locator(".animate-spin")).toHaveCount(0);
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
}

test("no page scrolls sideways at 360 px, signed in or not, in English and in Hindi", async ({ page }) => {
  test.setTimeout(240_000);
  const overflowing: string[] = [];
  const check = async (path: string, language: string) => {
    const overflow = await sidewaysOverflow(page, path, language);
    if (overflow > 0) overflowing.push(`${path} [${language}] +${overflow}px`);
  };
  const publicPaths = appRoutes.filter((route) => route.access === "public").map((route) => route.path);

  await page.goto("/login");
  for (const language of LANGUAGES) {
    await page.evaluate((code) => localStorage.setItem("bahi.language", code), language);
    for (const path of ["/login", ...publicPaths]) await check(path, language);
  }

  await page.evaluate(() => localStorage.setItem("bahi.language", "en"));
  await signUpWithSchool(page);
  const { ledgerId, studentId } = await addClassWithAarav(page);
  const params: Record<string, string> = { ":ledgerOwnerId": ledgerId, ":studentId": studentId };
  const privatePaths = appRoutes
    .filter((route) => route.access === "private")
    .map((route) => route.path.replace(/:\w+/g, (name) => params[name] ?? name));
  for (const language of LANGUAGES) {
    await page.evaluate((code) => localStorage.setItem("bahi.language", code), language);
    for (const path of [...privatePaths, ...publicPaths]) await check(path, language);
  }
  expect(overflowing).toEqual([]);
});

test("the header keeps the menu, search, language and profile on a 360 px screen beside a long coin badge", async ({
  page,
}) => {
  await signUpWithSchool(page);
  for (const language of LANGUAGES) {
    await page.evaluate((code) => localStorage.setItem("bahi.language", code), language);
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    // The badge's text grows (premium days and coins side by side); the header must make room, not overflow.
    await page
      .getByTestId("coin-badge")
      .evaluate((badge) => badge.append(" · प्रीमियम · 29 दिन · 1,20,000 सिक्के · Premium · 29 days"));
    const header = page.getByRole("banner");
    expect(await header.evaluate((element) => element.scrollWidth - element.clientWidth), language).toBe(0);
    for (const control of [
      page.getByRole("button", { name: language === "en" ? "Open menu" : "मेन्यू खोलें" }),
      header.getByRole("combobox"),
      header.locator("[aria-haspopup=menu]"),
    ]) {
      const box = await control.boundingBox();
      expect(box, language).not.toBeNull();
      expect(box!.x, language).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, language).toBeLessThanOrEqual(360);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth), language).toBeLessThanOrEqual(360);
  }
});

test("on a phone the rare actions say what they do: move to next session on the card, ID card in the student's menu, in English and Hindi", async ({
  page,
}) => {
  // Sign-up and four pages in two languages: more than the default minute on a loaded machine.
  test.setTimeout(120_000);
  await signUpWithSchool(page);
  const { ledgerId } = await addClassWithAarav(page);
  const texts = {
    en: {
      move: "Move to next session",
      moveName: "Move to next session: Class 10 A",
      more: "More actions for Aarav Sharma",
      idCard: "ID card",
    },
    hi: {
      move: "नए सत्र में भेजें",
      moveName: "नए सत्र में भेजें: Class 10 A",
      more: "Aarav Sharma के और विकल्प",
      idCard: "पहचान पत्र",
    },
  };
  for (const language of LANGUAGES) {
    const text = texts[language];
    await page.evaluate((code) => localStorage.setItem("bahi.language", code), language);
    await page.goto("/");
    const move = page.getByRole("button", { name: text.moveName, exact: true });
    await expect(move.getByText(text.move, { exact: true })).toBeVisible();
    // A student's row keeps one action; the ID card is a word in its "⋮" menu.
    await page.goto(`/student-manager/${ledgerId}`);
    await page.getByRole("button", { name: text.more, exact: true }).click();
    const idCard = page.getByRole("menu").getByRole("menuitem", { name: text.idCard, exact: true });
    await expect(idCard).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), language).toBeLessThanOrEqual(360);
    await idCard.click();
    await expect(page).toHaveURL(/\/student-id-card\?studentId=/);
  }
});
