import { expect, test } from "./support/test";
import type { Page } from "@playwright/test";
import { signUpWithSchool } from "./support/sign-in";

async function post<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(`/api/v1${path}`, { data });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** Two ledgers of the school with a student each, and Dues ₹5,000 then Received ₹1,500 for the first. */
async function seedSchool(page: Page) {
  const schoolOwnerId = await page.evaluate(() => localStorage.getItem("schoolId"));
  const tenth = await post<{ _id: string }>(page, "/ledger/add", {
    ledgerName: "Class 10 A",
    className: "10",
    sessionYear: "2025-26",
    schoolOwnerId,
  });
  const sixth = await post<{ _id: string }>(page, "/ledger/add", {
    ledgerName: "Class 6 B",
    className: "6",
    sessionYear: "2025-26",
    schoolOwnerId,
  });
  const ravi = await post<{ _id: string }>(page, "/student/add", {
    name: "Ravi Kumar",
    fatherName: "Mohan Lal",
    rollNumber: "17",
    phoneNumber: "9812345670",
    ledgerOwnerId: tenth._id,
    schoolOwnerId,
  });
  const rahul = await post<{ _id: string }>(page, "/student/add", {
    name: "राहुल वर्मा",
    fatherName: "सुरेश वर्मा",
    rollNumber: "5",
    phoneNumber: "9876500000",
    ledgerOwnerId: sixth._id,
    schoolOwnerId,
  });
  await post(page, "/transactions/add", {
    studentOwnerId: ravi._id,
    amount: 5000,
    transactionType: "Debit",
    transactionDate: "2025-04-01",
    description: "Annual fee",
  });
  await post(page, "/transactions/add", {
    studentOwnerId: ravi._id,
    amount: 1500,
    transactionType: "Credit",
    transactionDate: "2025-05-02",
    paymentMode: "cash",
  });
  return { ravi, rahul };
}

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("finds a student from the header by father's name, corrects a Received's amount, and the balance follows", async ({
    page,
  }) => {
    await signUpWithSchool(page);
    const { ravi } = await seedSchool(page);
    await page.reload();

    const search = page.getByRole("combobox", { name: "Search all students" });
    await search.fill("mohan");
    const listbox = page.getByRole("listbox", { name: "Students found" });
    await expect(listbox.getByRole("option")).toHaveText([
      "Ravi KumarFather: Mohan Lal · Roll 17 · 9812345670Class 10 A, 2025-26",
    ]);
    await search.press("ArrowDown");
    await expect(listbox.getByRole("option", { name: /Ravi Kumar/ })).toHaveAttribute("aria-selected", "true");
    await search.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/TransactionManager/${ravi._id}$`));
    await expect(page.getByTestId("total-balance")).toContainText("₹3,500");

    // The header's box still fits beside the navigation on a 1280 px screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);

    await page.getByRole("button", { name: "Edit Received of ₹1,500 on 02 May 2025" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit transaction" });
    await expect(dialog).toContainText("Receipt 2025-26/0001 keeps its number");
    await expect(dialog.getByLabel("Payment mode")).toHaveValue("cash");
    await dialog.getByLabel("Amount (₹)").fill("2000");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("total-paid")).toContainText("₹2,000");
    await expect(page.getByTestId("total-balance")).toContainText("₹3,000");

    // Saved on the server, not only on screen.
    await page.reload();
    await expect(page.getByTestId("total-balance")).toContainText("₹3,000");
    await expect(page.getByRole("button", { name: "Edit Received of ₹2,000 on 02 May 2025" })).toBeVisible();

    // The demand slips are in the sidebar now, not only at a typed URL.
    await page.getByTestId("sidebar").getByRole("link", { name: "Demand Slips" }).click();
    await expect(page).toHaveURL(/\/demand-slip$/);
  });
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("opens the search from the header icon, in Hindi, and finds a Hindi name", async ({ page }) => {
    await signUpWithSchool(page);
    const { rahul } = await seedSchool(page);
    await page.getByLabel("Language").selectOption("hi");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.getByRole("button", { name: "सभी छात्र खोजें" }).click();
    const panel = page.getByRole("dialog", { name: "सभी छात्र खोजें" });
    const search = panel.getByRole("combobox", { name: "सभी छात्र खोजें" });
    await expect(search).toBeFocused();
    await search.fill("सुरेश");
    await panel.getByRole("option", { name: /राहुल वर्मा/ }).click();
    await expect(page).toHaveURL(new RegExp(`/TransactionManager/${rahul._id}$`));
    await expect(panel).toBeHidden();
    await expect(page.getByText("राहुल वर्मा")).toBeVisible();

    // The drawer links the demand slips as well.
    await page.getByRole("button", { name: "मेन्यू खोलें" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "मांग पर्ची" }).click();
    await expect(page).toHaveURL(/\/demand-slip$/);
  });
});
