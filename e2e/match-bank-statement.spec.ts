import { expect, test } from "./support/test";
import { sidewaysScroll } from "./support/layout";
import { todayInIndia } from "../src/shared/rules/calendar-date";
import { sessionYearOf } from "../src/shared/rules/session-year";
import { post } from "./support/api";
import { signUpWithSchool } from "./support/sign-in";

test.use({ viewport: { width: 360, height: 740 } });

test("on a phone, a director uploads a bank statement, reviews the matches and records the payment once", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const today = todayInIndia();
  await signUpWithSchool(page);
  const schoolOwnerId = await page.evaluate(() => localStorage.getItem("schoolId"));
  const ledger = await post<{ _id: string }>(page, "/ledger/add", {
    ledgerName: "Class 4 B",
    className: "4",
    sessionYear: sessionYearOf(today),
    schoolOwnerId,
  });
  const student = await post<{ _id: string }>(page, "/student/add", {
    name: "Kavya Singh",
    phoneNumber: "9876500021",
    ledgerOwnerId: ledger._id,
    schoolOwnerId,
  });
  await post(page, "/transactions/add", {
    studentOwnerId: student._id,
    amount: 1750,
    transactionType: "Debit",
    transactionDate: today,
  });
  const [y, m, d] = today.split("-");
  const statement = [
    "Txn Date,Description,Ref No./Cheque No.,Debit,Credit,Balance",
    `${d}/${m}/${y},UPI/CR/512345678901/KAVYA PARENT/okaxis,512345678901,,"1,750.00","11,750.00"`,
    `${d}/${m}/${y},NEFT UNKNOWN SENDER,N123456789,,999.00,"12,749.00"`,
  ].join("\n");

  await page.goto("/dues");
  await page.getByRole("button", { name: "Match bank statement" }).click();
  const dialog = page.getByRole("dialog", { name: "Match the bank statement" });
  await dialog.getByLabel("Statement file").setInputFiles({
    name: "statement.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(statement),
  });
  const matched = dialog.getByRole("region", { name: "Matched (1)", exact: true });
  await expect(matched).toContainText("₹1,750");
  await expect(matched).toContainText("Exact amount owed: Kavya Singh (Class 4 B) ₹1,750");
  await expect(dialog.getByRole("region", { name: "Not matched (1)" })).toContainText("₹999");
  expect(await sidewaysScroll(page)).toBe(0);
  await dialog.getByRole("button", { name: "Record 1 payment" }).click();
  await expect(dialog.getByRole("status")).toHaveText("1 payment recorded with its receipts.");

  // The same statement again: the credit is known, nothing to record.
  await dialog.getByLabel("Statement file").setInputFiles({
    name: "statement-again.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(statement),
  });
  await expect(dialog.getByRole("region", { name: "Recorded before (1)" })).toContainText("₹1,750");
  await expect(dialog.getByRole("button", { name: "Record 0 payments" })).toBeDisabled();
  await page.keyboard.press("Escape");
  await expect(page.getByText("Nobody owes anything.")).toBeVisible();
});
