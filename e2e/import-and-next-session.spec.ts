import { expect, test } from "./support/test";
import type { Page } from "@playwright/test";
import { signUpWithSchool } from "./support/sign-in";

const dialog = (page: Page, name: string) => page.getByRole("dialog", { name });
const row = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });

/** A CSV as a director would save it from Excel; one phone number is wrong and a roll number repeated until `fixed`. */
function sheet(fixed: boolean) {
  const lines = [
    "Name,Father Name,Date of Birth,Roll Number,Phone,Opening Balance",
    "आरव शर्मा,सुरेश शर्मा,15/04/2012,1,+91 98765 43210,1500",
    `Priya Verma,Mahesh Verma,2012-06-01,2,${fixed ? "098765 43211" : "98765"},`,
    `Kabir Khan,Imran Khan,40300,${fixed ? "3" : "2"},9876543212,-200`,
  ];
  return { name: "students.csv", mimeType: "text/csv", buffer: Buffer.from(`${lines.join("\r\n")}\r\n`) };
}

test("a director imports a sheet with a bad row, fixes it, imports, and moves the class to the next session", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpWithSchool(page);
  await page.getByRole("button", { name: "Add Ledger" }).first().click();
  const addLedger = dialog(page, "Add Ledger");
  await addLedger.getByLabel("Ledger Name").fill("Class 9 A");
  await addLedger.getByLabel("Class Name").fill("9");
  await addLedger.getByLabel("Session Year (YYYY-YY)").fill("2025-26");
  await addLedger.getByRole("button", { name: "Add" }).click();
  await page.getByRole("link", { name: "View students of Class 9 A" }).click();

  // Import: the preview names the bad row and column, and nothing can be imported until it is fixed.
  await page.getByRole("button", { name: "Import" }).click();
  const importDialog = dialog(page, "Import students");
  const template = page.waitForEvent("download");
  await importDialog.getByRole("link", { name: "Download template" }).click();
  expect((await template).suggestedFilename()).toBe("students-template.xlsx");
  await importDialog.getByLabel("Excel or CSV file").setInputFiles(sheet(false));
  await expect(importDialog.getByRole("status")).toHaveText("1 of 3 rows are ready.");
  // Each problem names its row, student, column and the value written there.
  const badPhone = row(page, "Phone number must be 10 digits!");
  await expect(badPhone).toContainText("3");
  await expect(badPhone).toContainText("Priya Verma");
  await expect(badPhone).toContainText("Phone");
  await expect(badPhone).toContainText("“98765”");
  await expect(row(page, "Another row of this file has the same roll number.")).toHaveCount(2);
  await expect(row(page, "Kabir Khan")).toContainText("“2”");
  // The button says what to do rather than sitting greyed out as "Import 1 student".
  await expect(importDialog.getByRole("button", { name: "Fix 2 rows first" })).toBeDisabled();
  await expect(importDialog.getByRole("button", { name: /^Import \d+ students?$/ })).toHaveCount(0);

  await importDialog.getByLabel("Excel or CSV file").setInputFiles(sheet(true));
  await expect(importDialog.getByRole("status")).toHaveText("3 of 3 rows are ready.");
  await importDialog.getByRole("button", { name: "Import 3 students" }).click();
  await expect(importDialog).toBeHidden();
  await expect(page.getByText("3 students imported.")).toBeVisible();
  await expect(row(page, "आरव शर्मा")).toContainText("9876543210");
  await expect(row(page, "Priya Verma")).toContainText("9876543211");
  await expect(row(page, "Kabir Khan")).toBeVisible();

  // Export is a plain download of the same students.
  const csv = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  expect((await csv).suggestedFilename()).toBe("Class-9-A-2025-26.csv");

  // Move to next session: the suggestion is class 10 in 2026-27; Priya stays behind.
  await page.getByRole("link", { name: "Back to ledgers" }).first().click();
  await page.getByRole("button", { name: "Move to next session: Class 9 A" }).click();
  const move = dialog(page, "Move to next session");
  await expect(move.getByLabel("New ledger name")).toHaveValue("Class 10 A");
  await expect(move.getByLabel("Class")).toHaveValue("10");
  await expect(move.getByLabel("Session")).toHaveValue("2026-27");
  await expect(move.getByRole("checkbox", { name: /Priya Verma/ })).toBeChecked();
  await move.getByRole("checkbox", { name: /Priya Verma/ }).uncheck();
  await move.getByRole("button", { name: "Move 2 students" }).click();
  await expect(move).toBeHidden();
  await expect(page.getByText("Class 10 A created with 2 students; ₹1,300 carried.")).toBeVisible();
  await expect(row(page, "Class 10 A")).toContainText("2026-27");
  await expect(row(page, "Class 9 A")).toContainText("3 students");

  await page.getByRole("link", { name: "View students of Class 10 A" }).click();
  await expect(row(page, "आरव शर्मा")).toBeVisible();
  await expect(row(page, "Kabir Khan")).toBeVisible();
  await expect(page.getByText("Priya Verma")).toHaveCount(0);
});
