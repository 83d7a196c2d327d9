import type { Page } from "@playwright/test";
import { todayInIndia } from "../src/shared/rules/calendar-date";
import { signUpWithSchool } from "./support/sign-in";
import { expect, test } from "./support/test";

async function post<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(`/api/v1${path}`, { data });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** Presses Enter on a control, as a keyboard user opens a dialog. */
async function pressOn(page: Page, name: string) {
  await page.getByRole("button", { name, exact: true }).first().focus();
  await page.keyboard.press("Enter");
}

test("a dialog opens on its first field and gives focus back; after a delete focus goes to the next row, the previous one, then Add", async ({
  page,
}) => {
  await signUpWithSchool(page);
  const schoolOwnerId = await page.evaluate(() => localStorage.getItem("schoolId"));
  for (const ledgerName of ["Class 6 A", "Class 7 A", "Class 8 A"]) {
    await post(page, "/ledger/add", { schoolOwnerId, ledgerName, className: "6", sessionYear: "2025-26" });
  }
  await page.reload();
  const views = page.getByRole("link", { name: /^View students of / });
  await expect(views).toHaveCount(3);
  const names = (await views.evaluateAll((links) => links.map((link) => link.getAttribute("aria-label")))).map(
    (label) => label!.replace("View students of ", ""),
  );
  const view = (name: string) => page.getByRole("link", { name: `View students of ${name}` });

  // Add Ledger: the first field has focus, not ✕; Escape gives focus back to the button.
  await pressOn(page, "Add Ledger");
  const addLedger = page.getByRole("dialog", { name: "Add Ledger" });
  await expect(addLedger.getByLabel("Ledger Name")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(addLedger).toBeHidden();
  await expect(page.getByRole("button", { name: "Add Ledger", exact: true })).toBeFocused();

  // Edit from a row's icon: prefilled first field focused; Cancel returns to that row's button.
  await pressOn(page, `Edit ${names[1]}`);
  const editLedger = page.getByRole("dialog", { name: "Edit Ledger" });
  await expect(editLedger.getByLabel("Ledger Name")).toBeFocused();
  await expect(editLedger.getByLabel("Ledger Name")).toHaveValue(names[1]!);
  await editLedger.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("button", { name: `Edit ${names[1]}` })).toBeFocused();

  // Delete the middle row: focus moves to the row after it.
  const confirmDelete = async (name: string) => {
    await pressOn(page, `Delete ${name}`);
    const confirm = page.getByRole("alertdialog");
    // The safe choice comes first.
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(view(name)).toHaveCount(0);
  };
  await confirmDelete(names[1]!);
  await expect(view(names[2]!)).toBeFocused();
  // Delete the last row: focus moves to the one before it.
  await confirmDelete(names[2]!);
  await expect(view(names[0]!)).toBeFocused();
  // Delete the only row: focus goes to Add Ledger.
  await confirmDelete(names[0]!);
  await expect(page.getByText("No ledgers yet")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add Ledger", exact: true }).first()).toBeFocused();

  // A transaction's delete (with Undo, no dialog) moves focus into the next row too.
  const ledger = await post<{ _id: string }>(page, "/ledger/add", {
    schoolOwnerId,
    ledgerName: "Class 9 A",
    className: "9",
    sessionYear: "2025-26",
  });
  const student = await post<{ _id: string }>(page, "/student/add", {
    schoolOwnerId,
    ledgerOwnerId: ledger._id,
    name: "Aarav",
    phoneNumber: "9876543210",
  });
  for (const description of ["Admission fee", "April fee"]) {
    await post(page, "/transactions/add", {
      studentOwnerId: student._id,
      amount: 500,
      description,
      transactionType: "Debit",
      transactionDate: todayInIndia(),
      // Today may be past the 2025-26 ledger's session; the journey is about focus, not that question.
      outsideSession: true,
    });
  }
  await page.goto(`/TransactionManager/${student._id}`);
  const rows = page.locator("[data-row-key]");
  await expect(rows).toHaveCount(2);
  const first = rows.first();
  const survivor = (await first.textContent())?.includes("Admission fee") ? "April fee" : "Admission fee";
  await first.getByRole("button", { name: /^Delete / }).focus();
  await page.keyboard.press("Enter");
  await expect(rows).toHaveCount(1);
  await expect(page.locator("[data-row-key]:focus-within")).toContainText(survivor);
});
