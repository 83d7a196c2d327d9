import type { Page } from "@playwright/test";
import { post } from "./support/api";
import { sidewaysScroll } from "./support/layout";
import { signUpWithSchool } from "./support/sign-in";
import { expect, test } from "./support/test";

// The first screen of a small phone: what a director sees before scrolling.
const SCREEN = { width: 360, height: 640 };
test.use({ viewport: SCREEN, isMobile: true, hasTouch: true });

const LANGUAGES = ["en", "hi"] as const;
const TEXTS = {
  en: { more: "More", import: "Import", moreFor: "More actions for Student 01", edit: "Edit", delete: "Delete" },
  hi: {
    more: "और विकल्प",
    import: "आयात करें",
    moreFor: "Student 01 के और विकल्प",
    edit: "संपादित करें",
    delete: "हटाएँ",
  },
};

/** A ledger of 40 students who each owe, through the API (the school's slips are theirs). */
async function addFortyStudents(page: Page): Promise<string> {
  const schoolOwnerId = await page.evaluate(() => localStorage.getItem("schoolId"));
  const ledger = await post<{ _id: string }>(page, "/ledger/add", {
    schoolOwnerId,
    ledgerName: "Class 5 A",
    className: "5",
    sessionYear: "2025-26",
  });
  for (let start = 1; start <= 40; start += 8) {
    await Promise.all(
      Array.from({ length: 8 }, (_, offset) => {
        const n = String(start + offset).padStart(2, "0");
        return post(page, "/student/add", {
          schoolOwnerId,
          ledgerOwnerId: ledger._id,
          name: `Student ${n}`,
          fatherName: `Father of Student ${n}`,
          rollNumber: n,
          phoneNumber: `98765000${n}`,
          initialCourseFee: 1200,
        });
      }),
    );
  }
  return ledger._id;
}

test("on a 360×640 phone the first student shows without scrolling and 40 slips stay a short page, in English and Hindi", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpWithSchool(page);
  const ledgerId = await addFortyStudents(page);

  for (const language of LANGUAGES) {
    const text = TEXTS[language];
    await page.evaluate((code) => localStorage.setItem("bahi.language", code), language);

    await test.step(`students of a ledger [${language}]`, async () => {
      await page.goto(`/student-manager/${ledgerId}`);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      const first = page.getByRole("row").filter({ hasText: "Student 01" });
      await expect(first).toContainText("₹1,200");
      // The whole first row is on the first screen, and a row is one or two short lines.
      const box = (await first.boundingBox())!;
      expect(box.y + box.height, language).toBeLessThanOrEqual(SCREEN.height);
      expect(box.height, language).toBeLessThanOrEqual(72);
      expect(await sidewaysScroll(page), language).toBe(0);

      // The rare page buttons wait behind "More".
      const more = page.getByRole("button", { name: text.more, exact: true });
      await expect(page.getByRole("button", { name: text.import, exact: true })).toBeHidden();
      await more.click();
      await expect(more).toHaveAttribute("aria-expanded", "true");
      await expect(page.getByRole("button", { name: text.import, exact: true })).toBeVisible();
      expect(await sidewaysScroll(page), language).toBe(0);

      // A row's rare actions are words in its menu.
      await first.getByRole("button", { name: text.moreFor, exact: true }).click();
      const menu = page.getByRole("menu");
      for (const name of [text.edit, text.delete]) {
        await expect(menu.getByRole("menuitem", { name, exact: true })).toBeVisible();
      }
      await expect(menu.getByRole("menuitem", { name: /9876500001/ })).toHaveAttribute("href", "tel:9876500001");
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
    });

    await test.step(`demand slips [${language}]`, async () => {
      await page.goto("/demand-slip");
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.getByRole("row").filter({ hasText: /Student \d\d/ })).toHaveCount(40);
      const height = await page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollHeight);
      expect(height, language).toBeLessThan(6000);
      const last = (await page.getByRole("row").filter({ hasText: "Student 40" }).boundingBox())!;
      expect(last.height, language).toBeLessThanOrEqual(72);
      expect(await sidewaysScroll(page), language).toBe(0);
    });
  }
});
