import { expect, test } from "./support/test";
import type { Page } from "@playwright/test";
import { signUpWithSchool } from "./support/sign-in";

const SEEDED = 150;

/** The school's `_id`, which the app keeps in the browser as `schoolId` (SPEC §3). */
async function schoolId(page: Page) {
  const id = await page.evaluate(() => localStorage.getItem("schoolId"));
  expect(id).toBeTruthy();
  return id!;
}

/** Seeds through the API with the browser's own session cookie, a few requests at a time. */
async function seedStudents(page: Page, ledgerOwnerId: string, schoolOwnerId: string, count: number) {
  const numbers = Array.from({ length: count }, (_, i) => i + 1);
  for (let start = 0; start < numbers.length; start += 15) {
    await Promise.all(
      numbers.slice(start, start + 15).map(async (n) => {
        const response = await page.request.post("/api/v1/student/add", {
          data: {
            name: `Seed Student ${String(n).padStart(3, "0")}`,
            rollNumber: String(100 + n),
            phoneNumber: `9${String(n).padStart(9, "0")}`,
            ledgerOwnerId,
            schoolOwnerId,
          },
        });
        expect(response.status()).toBe(200);
      }),
    );
  }
}

const dialog = (page: Page, name: string) => page.getByRole("dialog", { name });
const row = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });

test("a director keeps a ledger: students, search, paging, fees, totals, undo and deletes", async ({ page }) => {
  test.setTimeout(180_000);
  await signUpWithSchool(page);

  // Ledger Details: the empty state invites the first ledger; the dialog checks before it sends.
  await expect(page.getByText("No ledgers yet")).toBeVisible();
  await page.getByRole("button", { name: "Add Ledger" }).first().click();
  const addLedger = dialog(page, "Add Ledger");
  await addLedger.getByRole("button", { name: "Add" }).click();
  await expect(addLedger.getByText("Enter the ledger name.")).toBeVisible();
  await expect(addLedger.getByText("Enter the class.")).toBeVisible();
  await addLedger.getByLabel("Ledger Name").fill("Class 10 A");
  await addLedger.getByLabel("Class Name").fill("10");
  await addLedger.getByLabel("Session Year (YYYY-YY)").fill("2025-27");
  await addLedger.getByRole("button", { name: "Add" }).click();
  await expect(addLedger.getByText("Session year must look like 2025-26")).toBeVisible();
  await addLedger.getByLabel("Session Year (YYYY-YY)").fill("2025-26");
  await addLedger.getByRole("button", { name: "Add" }).click();
  await expect(addLedger).toBeHidden();
  await expect(row(page, "Class 10 A")).toContainText("2025-26");

  await page.getByRole("searchbox", { name: "Search ledgers..." }).fill("2024");
  await expect(page.getByText("No ledgers match “2024”.")).toBeVisible();
  await page.getByRole("searchbox", { name: "Search ledgers..." }).fill("2025");
  await page.getByRole("link", { name: "View students of Class 10 A" }).click();
  await expect(page).toHaveURL(/\/student-manager\/[^/]+$/);
  const ledgerId = page.url().split("/").pop()!;
  await expect(page.getByRole("heading", { name: "Class 10 A" })).toBeVisible();
  await expect(page.getByText("No students found.")).toBeVisible();

  // Add students; a 9-digit phone is refused next to the field and nothing is saved.
  await page.getByRole("button", { name: "Add Student" }).click();
  const addStudent = dialog(page, "Add Student");
  await addStudent.getByLabel("Name", { exact: true }).fill("Ravi Kumar");
  await addStudent.getByLabel("Roll Number").fill("1");
  await addStudent.getByLabel("Father's Name").fill("Suresh Kumar");
  await addStudent.getByLabel("Date of Birth").fill("2011-08-15");
  await addStudent.getByLabel("Phone Number").fill("987654321");
  await addStudent.getByRole("button", { name: "Add" }).click();
  await expect(addStudent.getByText("Phone number must be 10 digits!")).toBeVisible();
  await expect(addStudent.getByLabel("Phone Number")).toHaveAttribute("aria-invalid", "true");
  await addStudent.getByLabel("Phone Number").fill("9876543210");
  await addStudent.getByLabel("Initial Course Fee (₹)").fill("12000");
  await addStudent.getByRole("button", { name: "Add" }).click();
  await expect(addStudent).toBeHidden();
  await expect(row(page, "Ravi Kumar")).toContainText("15 Aug 2011");

  await page.getByRole("button", { name: "Add Student" }).click();
  await addStudent.getByLabel("Name", { exact: true }).fill("Sita Devi");
  await addStudent.getByLabel("Roll Number").fill("2");
  await addStudent.getByLabel("Phone Number").fill("9123456780");
  await addStudent.getByRole("button", { name: "Add" }).click();
  await expect(addStudent).toBeHidden();
  await expect(row(page, "Sita Devi")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Pagination" })).toBeHidden();

  // 150 more through the API, then page through all 152, twenty at a time.
  await seedStudents(page, ledgerId, await schoolId(page), SEEDED);
  await page.reload();
  await expect(page.getByText("Page 1 of 8")).toBeVisible();
  await expect(page.getByText("152 students")).toBeVisible();
  await expect(page.getByRole("row")).toHaveCount(1 + 20);
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
  for (let n = 2; n <= 8; n++) {
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText(`Page ${n} of 8`)).toBeVisible();
  }
  await expect(page.getByRole("row")).toHaveCount(1 + 12);
  await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page.getByText("Page 7 of 8")).toBeVisible();

  // Search is on the server (name or roll number, partial, any case) and starts again at page 1.
  const search = page.getByRole("searchbox", { name: "Search students" });
  await search.fill("seed student 14");
  await expect(page.getByRole("row")).toHaveCount(1 + 10);
  await expect(page.getByRole("navigation", { name: "Pagination" })).toBeHidden();
  await search.fill("RAVI");
  await expect(page.getByRole("row")).toHaveCount(1 + 1);
  await expect(row(page, "Ravi Kumar")).toBeVisible();
  await search.fill("");
  await expect(page.getByText("Page 1 of 8")).toBeVisible();

  // Edit: the phone is checked again on update, then the change is saved.
  await search.fill("Ravi");
  await page.getByRole("button", { name: "Edit Ravi Kumar" }).click();
  const editStudent = dialog(page, "Edit Student");
  await expect(editStudent.getByLabel("Initial Course Fee (₹)")).toHaveCount(0);
  await editStudent.getByLabel("Phone Number").fill("98765");
  await editStudent.getByRole("button", { name: "Save" }).click();
  await expect(editStudent.getByText("Phone number must be 10 digits!")).toBeVisible();
  await editStudent.getByLabel("Phone Number").fill("9876500000");
  await editStudent.getByLabel("Father's Name").fill("Suresh Prasad");
  await editStudent.getByRole("button", { name: "Save" }).click();
  await expect(editStudent).toBeHidden();
  await expect(row(page, "Ravi Kumar")).toContainText("Suresh Prasad");
  await page.reload();
  await expect(row(page, "Ravi Kumar")).toContainText("9876500000");

  // Transactions: the initial course fee is already a Due; add Dues and Received, check the totals.
  await page.getByRole("link", { name: "Transactions of Ravi Kumar" }).click();
  await expect(page).toHaveURL(/\/TransactionManager\/[^/]+$/);
  await expect(page.getByRole("heading", { name: "Student Transactions" })).toBeVisible();
  await expect(page.getByText("Ravi Kumar", { exact: true })).toBeVisible();
  await expect(page.getByText(/Class 10 · Class 10 A/)).toBeVisible();
  await expect(page.getByTestId("total-due")).toContainText("₹12,000");

  await page.getByRole("button", { name: "Add New Transaction" }).click();
  const addTransaction = dialog(page, "Add New Transaction");
  await expect(addTransaction.getByRole("button", { name: "Dues" })).toHaveAttribute("aria-pressed", "false");
  await expect(addTransaction.getByRole("button", { name: "Received" })).toHaveAttribute("aria-pressed", "false");
  await addTransaction.getByRole("button", { name: "Dues" }).click();
  await addTransaction.getByLabel("Amount (₹)").fill("100000");
  await addTransaction.getByLabel("Description").fill("Annual fee");
  await addTransaction.getByLabel("Transaction Date").fill("2025-04-01");
  await addTransaction.getByRole("button", { name: "Add" }).click();
  await expect(addTransaction).toBeHidden();

  await page.getByRole("button", { name: "Add New Transaction" }).click();
  await addTransaction.getByRole("button", { name: "Received" }).click();
  await addTransaction.getByLabel("Amount (₹)").fill("25000.50");
  await addTransaction.getByLabel("Description").fill("First instalment");
  await addTransaction.getByLabel("Transaction Date").fill("2025-04-10");
  await addTransaction.getByRole("button", { name: "Add" }).click();
  await expect(addTransaction).toBeHidden();

  await expect(row(page, "First instalment")).toContainText("₹25,000.50Received10 Apr 2025");
  await expect(row(page, "Annual fee")).toContainText("₹1,00,000Dues01 Apr 2025");
  await expect(page.getByTestId("total-due")).toContainText("₹1,12,000");
  await expect(page.getByTestId("total-paid")).toContainText("₹25,000.50");
  await expect(page.getByTestId("total-balance")).toContainText("₹86,999.50");

  // Dues are deleted with an Undo: undone, nothing is sent; left alone, it is deleted for good.
  const deleteAnnualFee = page.getByRole("button", { name: "Delete Dues of ₹1,00,000 on 01 Apr 2025" });
  await deleteAnnualFee.click();
  await expect(row(page, "Annual fee")).toHaveCount(0);
  await expect(page.getByTestId("total-due")).toContainText("₹12,000");
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(row(page, "Annual fee")).toBeVisible();
  await page.waitForTimeout(5_500);
  await page.reload();
  await expect(row(page, "Annual fee")).toBeVisible();

  const deleted = page.waitForResponse(
    (r) => r.request().method() === "DELETE" && r.url().includes("/api/v1/transactions/"),
    { timeout: 10_000 },
  );
  await deleteAnnualFee.click();
  await expect(row(page, "Annual fee")).toHaveCount(0);
  expect((await deleted).status()).toBe(200);
  await page.reload();
  await expect(row(page, "Annual fee")).toHaveCount(0);
  await expect(page.getByTestId("total-due")).toContainText("₹12,000");

  // Money received is never deleted: the receipt is cancelled with a reason and leaves every total.
  await expect(page.getByRole("button", { name: /^Delete Received/ })).toHaveCount(0);
  await page.getByRole("button", { name: /^Cancel receipt .* of ₹25,000\.50 on 10 Apr 2025$/ }).click();
  const cancelReceipt = page.getByRole("dialog", { name: /^Cancel receipt / });
  await cancelReceipt.getByLabel(/Reason for cancelling/).fill("Cheque bounced");
  await cancelReceipt.getByRole("button", { name: "Cancel receipt" }).click();
  await expect(cancelReceipt).toBeHidden();
  await expect(row(page, "First instalment")).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("total-paid")).toContainText("₹0");
  await expect(page.getByTestId("total-balance")).toContainText("₹12,000");
  await page.getByRole("checkbox", { name: "Show cancelled (1)" }).check();
  await expect(row(page, "First instalment")).toContainText("Cheque bounced");

  // Delete a student, then the ledger, each after a confirmation that says what goes with it.
  await page.getByRole("link", { name: "Back to students" }).click();
  await page.getByRole("searchbox", { name: "Search students" }).fill("Sita");
  await page.getByRole("button", { name: "Delete Sita Devi" }).click();
  const confirmStudent = page.getByRole("alertdialog", { name: "Are you sure you want to delete this student?" });
  await expect(confirmStudent).toContainText("This will also delete 0 transactions.");
  await confirmStudent.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("No students found.")).toBeVisible();

  await page.getByRole("link", { name: "Back to ledgers" }).click();
  await page.getByRole("button", { name: "Delete Class 10 A" }).click();
  const confirmLedger = page.getByRole("alertdialog", { name: "Are you sure you want to delete this ledger?" });
  await expect(confirmLedger).toContainText("This will also delete 151 students and 2 transactions.");
  await confirmLedger.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("No ledgers yet")).toBeVisible();
  await page.reload();
  await expect(page.getByText("No ledgers yet")).toBeVisible();
  expect((await page.request.get(`/api/v1/student/ledger/${ledgerId}?page=1&limit=20`)).status()).toBe(404);
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("the ledger, student and transaction lists are cards that fit the screen", async ({ page }) => {
    await signUpWithSchool(page);
    const schoolOwnerId = await schoolId(page);
    const ledger = await (
      await page.request.post("/api/v1/ledger/add", {
        data: { schoolOwnerId, ledgerName: "Class 10 A", className: "10", sessionYear: "2025-26" },
      })
    ).json();
    const student = await (
      await page.request.post("/api/v1/student/add", {
        data: {
          name: "Ravi Kumar",
          fatherName: "Suresh Kumar",
          address: "Near the Janaki temple, Station Road, Sitamarhi",
          rollNumber: "1",
          phoneNumber: "9876543210",
          initialCourseFee: 100000,
          ledgerOwnerId: ledger.data._id,
          schoolOwnerId,
        },
      })
    ).json();
    const fits = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.reload();
    await expect(page.getByRole("row", { name: /Class 10 A/ })).toBeVisible();
    await fits();

    await page.goto(`/student-manager/${ledger.data._id}`);
    await expect(page.getByRole("row").filter({ hasText: "Ravi Kumar" })).toContainText("9876543210");
    await fits();

    await page.goto(`/TransactionManager/${student.data._id}`);
    await expect(page.getByTestId("total-due")).toContainText("₹1,00,000");
    await fits();
    await page.getByRole("button", { name: "Add New Transaction" }).click();
    await expect(page.getByRole("dialog", { name: "Add New Transaction" })).toBeInViewport();
    await fits();
  });
});
