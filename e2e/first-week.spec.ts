import { expect, test } from "./support/test";
import type { Page } from "@playwright/test";
import { todayInIndia } from "../src/shared/rules/calendar-date";
import { sessionYearOf } from "../src/shared/rules/session-year";
import { signUpWithSchool } from "./support/sign-in";

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

async function post<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(`/api/v1${path}`, { data });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** A director's first week on a 360 px phone, in Hindi: a student, Dues then Received, and who owes money. */
test("on a phone, in Hindi: add a student, record Dues then Received, and find who owes money", async ({ page }) => {
  await signUpWithSchool(page);
  const schoolOwnerId = await page.evaluate(() => localStorage.getItem("schoolId"));
  const ledger = await post<{ _id: string }>(page, "/ledger/add", {
    ledgerName: "Class 10 A",
    className: "10",
    // This session: Dues dated today belong to it (another session's ledger would ask first).
    sessionYear: sessionYearOf(todayInIndia()),
    schoolOwnerId,
  });
  // Someone who owes nothing, so the filter has a student to leave out.
  await post(page, "/student/add", {
    name: "Paid Up",
    rollNumber: "2",
    phoneNumber: "9000000002",
    ledgerOwnerId: ledger._id,
    schoolOwnerId,
  });

  // The language switcher is in the phone header.
  await page.getByLabel("Language").selectOption("hi");
  await expect(page.getByRole("link", { name: "छात्र खाता" }).or(page.getByText("खाता विवरण")).first()).toBeVisible();
  await page.goto(`/student-manager/${ledger._id}`);

  // Add Student: eight fields, and the action buttons stay on screen at the foot of the dialog.
  await page.getByRole("button", { name: "छात्र जोड़ें" }).click();
  const addStudent = page.getByRole("dialog", { name: "छात्र जोड़ें" });
  const add = addStudent.getByRole("button", { name: "जोड़ें", exact: true });
  await expect(add).toBeInViewport();
  await addStudent.getByLabel("नाम", { exact: true }).fill("रवि कुमार");
  await addStudent.getByLabel("अनुक्रमांक").fill("1");
  await addStudent.getByLabel("फ़ोन नंबर").fill("9876543210");
  await add.click();
  await expect(addStudent).toBeHidden();

  // Dues first, then Received, chosen with the two toggle buttons.
  await page.getByRole("link", { name: "रवि कुमार के लेन-देन" }).click();
  await expect(page).toHaveURL(/\/TransactionManager\//);
  const record = async (type: string, amount: string) => {
    await page.getByRole("button", { name: "नया लेन-देन जोड़ें" }).click();
    const dialog = page.getByRole("dialog", { name: "नया लेन-देन जोड़ें" });
    await dialog.getByRole("button", { name: type, exact: true }).click();
    await expect(dialog.getByRole("button", { name: type, exact: true })).toHaveAttribute("aria-pressed", "true");
    await dialog.getByLabel("राशि (₹)").fill(amount);
    await dialog.getByRole("button", { name: "जोड़ें", exact: true }).click();
    await expect(dialog).toBeHidden();
  };
  await record("बकाया", "5000");
  await record("प्राप्त", "2000");
  await expect(page.getByTestId("total-due")).toContainText("कुल शुल्क₹5,000");
  await expect(page.getByTestId("total-balance")).toContainText("शेष₹3,000");

  // Back in the list: the balance on the card, and the "Owes money" filter.
  await page.getByRole("link", { name: "छात्रों पर वापस जाएँ" }).click();
  const card = (name: string) => page.getByRole("row").filter({ hasText: name });
  await expect(card("रवि कुमार")).toContainText("₹3,000");
  await expect(card("Paid Up")).toContainText("₹0");
  await page.getByRole("button", { name: "जिन पर बकाया है" }).click();
  await expect(card("Paid Up")).toHaveCount(0);
  await expect(card("रवि कुमार")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
