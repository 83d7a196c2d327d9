import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { appRoutes, type AppRoute } from "../src/client/app/route-table";
import { todayInIndia } from "../src/shared/rules/calendar-date";
import { fillSchoolForm, newDirector, sampleSchool, signInThroughPopup, signUpWithSchool } from "./support/sign-in";
import { addClassWithAarav, post } from "./support/api";
import { expect, test } from "./support/test";

/**
 * axe-core on every route of the route table, in English and in Hindi, each route loaded once per
 * language: /login signed out, the set-up routes before the school exists, the rest with a school, a
 * ledger, a student and a transaction, so the detail pages have content. Then every main dialog, open,
 * on a 360 px phone and on a desktop screen, in both languages.
 */

const LANGUAGES = ["en", "hi"] as const;
type Language = (typeof LANGUAGES)[number];

/** WCAG 2.0, 2.1 and 2.2 A and AA, and axe's best practices (landmarks, heading order, one h1). */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

const VIEWPORTS = {
  phone: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;

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

/** One line per element that fails a rule: "where rule: element — what is wrong". */
async function audit(page: Page, where: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return result.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${where} ${violation.id}: ${node.target.join(" ")} — ${node.failureSummary?.replace(/\s+/g, " ") ?? violation.help}`,
    ),
  );
}

/** A ledger "Class 10 A" with Aarav Sharma, who owes (so he can be reminded), a Received and a fee plan. */
async function addLedgerWithStudent(page: Page) {
  const { ledgerId, studentId } = await addClassWithAarav(page);
  await post(page, "/transactions/add", {
    studentOwnerId: studentId,
    amount: 2000,
    description: "April fee",
    transactionType: "Credit",
    transactionDate: todayInIndia(),
  });
  await post(page, `/ledger/${ledgerId}/fee-plans`, {
    description: "Tuition",
    amount: 500,
    schedule: "monthly",
    dayOfMonth: 5,
  });
  return { ledgerId, studentId };
}

test("every route has no WCAG 2.x A/AA or best-practice violations, in English and in Hindi", async ({ page }) => {
  test.setTimeout(300_000);
  const violations: string[] = [];
  let audited = 0;
  const byAccess = (access: AppRoute["access"]) => appRoutes.filter((route) => route.access === access);
  const check = async (route: AppRoute, path: string, language: Language) => {
    await load(page, path, language);
    violations.push(...(await audit(page, `${route.path} [${language}]`)));
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

  const { ledgerId, studentId } = await addLedgerWithStudent(page);
  const params: Record<string, string> = { ":ledgerOwnerId": ledgerId, ":studentId": studentId };
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

/** The names the journey clicks to open each dialog, in each language (from the features' i18n texts). */
const OPENERS = {
  en: {
    addLedger: "Add Ledger",
    editLedger: "Edit Class 10 A",
    chargeLedger: "Charge fee to Class 10 A",
    rollover: "Move to next session: Class 10 A",
    deleteLedger: "Delete Class 10 A",
    addStudent: "Add Student",
    moreStudent: "More actions for Aarav Sharma",
    editStudent: "Edit",
    deleteStudent: "Delete",
    moreTools: "More",
    importStudents: "Import",
    chargeFee: "Charge fee",
    feePlans: "Fee plans",
    addFeePlan: "Add fee plan",
    deleteFeePlan: "Delete Tuition",
    addTransaction: "Add New Transaction",
    editTransaction: /^Edit Received of /,
    revokeInvitation: "Revoke",
    openMenu: "Open menu",
    searchStudents: "Search all students",
  },
  hi: {
    addLedger: "खाता जोड़ें",
    editLedger: "Class 10 A संपादित करें",
    chargeLedger: "Class 10 A पर शुल्क लगाएँ",
    rollover: "नए सत्र में भेजें: Class 10 A",
    deleteLedger: "Class 10 A हटाएँ",
    addStudent: "छात्र जोड़ें",
    moreStudent: "Aarav Sharma के और विकल्प",
    editStudent: "संपादित करें",
    deleteStudent: "हटाएँ",
    moreTools: "और विकल्प",
    importStudents: "आयात करें",
    chargeFee: "शुल्क लगाएँ",
    feePlans: "शुल्क योजनाएँ",
    addFeePlan: "शुल्क योजना जोड़ें",
    deleteFeePlan: "Tuition हटाएँ",
    addTransaction: "नया लेन-देन जोड़ें",
    editTransaction: /प्राप्त बदलें$/,
    revokeInvitation: "वापस लें",
    openMenu: "मेन्यू खोलें",
    searchStudents: "सभी छात्र खोजें",
  },
} satisfies Record<Language, Record<string, string | RegExp>>;
type Opener = keyof (typeof OPENERS)["en"];
/** Items of a student row's "⋮" menu, which holds the row's rare actions on a phone. */
const MENU_ITEMS = new Set<Opener>(["editStudent", "deleteStudent"]);
/** Openers that show more controls (the row's menu, the page's "More"), not a dialog. */
const REVEALERS = new Set<Opener>(["moreStudent", "moreTools"]);

type Host = "ledgers" | "students" | "transactions" | "team";
interface DialogCase {
  name: string;
  on: Host;
  /** The buttons clicked in turn: a dialog opened from inside another names both. */
  open: Opener[];
  /** Its opener exists only on a narrow screen. */
  phoneOnly?: true;
}

const DIALOGS: DialogCase[] = [
  { name: "add ledger", on: "ledgers", open: ["addLedger"] },
  { name: "edit ledger", on: "ledgers", open: ["editLedger"] },
  { name: "charge fee to a ledger", on: "ledgers", open: ["chargeLedger"] },
  { name: "move to next session", on: "ledgers", open: ["rollover"] },
  { name: "delete ledger", on: "ledgers", open: ["deleteLedger"] },
  { name: "menu", on: "ledgers", open: ["openMenu"], phoneOnly: true },
  { name: "student search", on: "ledgers", open: ["searchStudents"], phoneOnly: true },
  { name: "add student", on: "students", open: ["addStudent"] },
  { name: "edit student", on: "students", open: ["moreStudent", "editStudent"] },
  { name: "delete student", on: "students", open: ["moreStudent", "deleteStudent"] },
  { name: "import students", on: "students", open: ["moreTools", "importStudents"] },
  { name: "charge fee", on: "students", open: ["chargeFee"] },
  { name: "fee plans", on: "students", open: ["moreTools", "feePlans"] },
  { name: "add fee plan", on: "students", open: ["moreTools", "feePlans", "addFeePlan"] },
  { name: "delete fee plan", on: "students", open: ["moreTools", "feePlans", "deleteFeePlan"] },
  { name: "add transaction", on: "transactions", open: ["addTransaction"] },
  { name: "edit transaction", on: "transactions", open: ["editTransaction"] },
  { name: "revoke invitation", on: "team", open: ["revokeInvitation"] },
];

const OPEN_DIALOGS = "[role=dialog], [role=alertdialog]";

test("every main dialog, open, has no violations on a phone and on a desktop, in English and in Hindi", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signUpWithSchool(page);
  const { ledgerId, studentId } = await addLedgerWithStudent(page);
  // Inviting staff is premium: a week of it through the development checkout, then one invitation.
  await page.goto("/BuyCoins");
  await page.getByRole("button", { name: "Pay ₹85" }).click();
  await expect(page).toHaveURL(/\/dev-pay\/checkout\?order_id=order_/);
  await page.getByRole("button", { name: /^Pay / }).click();
  await page.getByRole("link", { name: "Go to Bahi" }).click();
  await expect(page.getByTestId("coin-badge-premium")).toHaveText("Premium · 7d");
  await post(page, "/members/invitations", { email: "staff@example.com" });

  const hosts: Record<Host, string> = {
    ledgers: "/",
    students: `/student-manager/${ledgerId}`,
    transactions: `/TransactionManager/${studentId}`,
    team: "/team",
  };
  const violations: string[] = [];
  let audited = 0;
  for (const language of LANGUAGES) {
    await useLanguage(page, language);
    for (const host of Object.keys(hosts) as Host[]) {
      await page.setViewportSize(VIEWPORTS.phone);
      await load(page, hosts[host], language);
      // The routes journey audits each page on a desktop; the pages behind the dialogs get a phone audit here.
      violations.push(...(await audit(page, `${host} page [${language}, phone]`)));
      for (const dialog of DIALOGS.filter((each) => each.on === host)) {
        for (const opener of dialog.open) {
          const name = OPENERS[language][opener];
          const scope = page.locator(OPEN_DIALOGS).last();
          const root = (await scope.count()) > 0 ? scope : page;
          const control = root.getByRole(MENU_ITEMS.has(opener) ? "menuitem" : "button", { name, exact: true });
          // The page's "More" stays open after a dialog it led to: a second click would close it.
          if (opener === "moreTools" && (await control.getAttribute("aria-expanded")) === "true") continue;
          await control.click();
        }
        const dialogs = dialog.open.filter((opener) => !REVEALERS.has(opener)).length;
        await expect(page.locator(OPEN_DIALOGS)).toHaveCount(dialogs);
        await expect(page.locator(`:is(${OPEN_DIALOGS}) .animate-spin`)).toHaveCount(0);
        // Opened once, audited at each width. The whole page: what is behind a modal must be hidden from
        // assistive technology and out of the tab order (aria-hidden-focus), as a user meets it.
        for (const viewport of dialog.phoneOnly ? (["phone"] as const) : (["phone", "desktop"] as const)) {
          await page.setViewportSize(VIEWPORTS[viewport]);
          const where = `${dialog.name} dialog [${language}, ${viewport}]`;
          violations.push(...(await audit(page, where)));
          audited++;
        }
        await page.setViewportSize(VIEWPORTS.phone);
        for (let open = dialogs; open > 0; open--) {
          await page.keyboard.press("Escape");
          await expect(page.locator(OPEN_DIALOGS)).toHaveCount(open - 1);
        }
      }
    }
  }

  const perLanguage = DIALOGS.length * 2 - DIALOGS.filter((dialog) => dialog.phoneOnly).length;
  expect(audited).toBe(perLanguage * LANGUAGES.length);
  expect(violations).toEqual([]);
});
