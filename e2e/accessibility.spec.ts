import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { appRoutes, type AppRoute } from "../src/client/app/route-table";
import { todayInIndia } from "../src/shared/rules/calendar-date";
import { fillSchoolForm, newDirector, sampleSchool, signInThroughPopup } from "./support/sign-in";
import { expect, test } from "./support/test";

/**
 * axe-core (WCAG 2 A and AA) on every route of the route table, in English and in Hindi, each route
 * loaded once per language: /login signed out, the set-up routes before the school exists, the rest
 * with a school, a ledger, a student and a transaction, so the detail pages have content.
 */

const LANGUAGES = ["en", "hi"] as const;
type Language = (typeof LANGUAGES)[number];

async function post<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(`/api/v1${path}`, { data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

async function useLanguage(page: Page, language: Language) {
  await page.evaluate((code) => localStorage.setItem("bahi.language", code), language);
}

/** Loads `path` and waits until the page has drawn its content: its <main> is there and nothing spins. */
async function load(page: Page, path: string, language: Language) {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  await expect(page.locator("main")).toBeVisible();
  await expect(page.locator(".animate-spin")).toHaveCount(0);
}

/** One line per element that fails a rule: "route [language] rule: element — what is wrong". */
async function audit(page: Page, route: string, language: Language): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  return result.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${route} [${language}] ${violation.id}: ${node.target.join(" ")} — ${node.failureSummary?.replace(/\s+/g, " ") ?? violation.help}`,
    ),
  );
}

test("every route has no WCAG 2 A/AA violations, in English and in Hindi", async ({ page }) => {
  test.setTimeout(300_000);
  const violations: string[] = [];
  let audited = 0;
  const byAccess = (access: AppRoute["access"]) => appRoutes.filter((route) => route.access === access);
  const check = async (route: AppRoute, path: string, language: Language) => {
    await load(page, path, language);
    violations.push(...(await audit(page, route.path, language)));
    audited++;
  };

  // Signed out: the sign-in page.
  await page.goto("/login");
  for (const language of LANGUAGES) {
    await useLanguage(page, language);
    for (const route of byAccess("guest")) await check(route, route.path, language);
  }

  // Signed in, no school yet: set-up and join.
  await useLanguage(page, "en");
  await signInThroughPopup(page, newDirector(sampleSchool.directorName));
  await expect(page).toHaveURL(/\/SchoolManager$/);
  for (const language of LANGUAGES) {
    await useLanguage(page, language);
    for (const route of byAccess("setup")) await check(route, route.path, language);
  }
  await useLanguage(page, "en");
  await page.goto("/SchoolManager");
  await fillSchoolForm(page, sampleSchool);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/$/);

  // A school with a ledger, a student and a transaction of each type.
  const schoolOwnerId = await page.evaluate(() => localStorage.getItem("schoolId"));
  const ledger = await post<{ _id: string }>(page, "/ledger/add", {
    schoolOwnerId,
    ledgerName: "Class 10 A",
    className: "10",
    sessionYear: "2025-26",
  });
  const student = await post<{ _id: string }>(page, "/student/add", {
    schoolOwnerId,
    ledgerOwnerId: ledger._id,
    name: "Aarav Sharma",
    fatherName: "Suresh Sharma",
    rollNumber: "1",
    phoneNumber: "9876543210",
    initialCourseFee: 5000,
  });
  await post(page, "/transactions/add", {
    studentOwnerId: student._id,
    amount: 2000,
    description: "April fee",
    transactionType: "Credit",
    transactionDate: todayInIndia(),
  });
  const params: Record<string, string> = { ":ledgerOwnerId": ledger._id, ":studentId": student._id };
  const pathOf = (route: AppRoute) => route.path.replace(/:\w+/g, (name) => params[name] ?? name);

  const signedIn = [...byAccess("private"), ...byAccess("public")];
  // Every route of the table is audited somewhere above or below; a new parameter needs a value here.
  expect(signedIn.length + byAccess("guest").length + byAccess("setup").length).toBe(appRoutes.length);
  for (const route of signedIn) expect(pathOf(route), route.path).not.toContain(":");
  for (const language of LANGUAGES) {
    await useLanguage(page, language);
    for (const route of signedIn) await check(route, pathOf(route), language);
  }

  expect(audited).toBe(appRoutes.length * LANGUAGES.length);
  expect(violations).toEqual([]);
});
