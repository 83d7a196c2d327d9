import type { Page } from "@playwright/test";
import { expect } from "./test";

/** POSTs to the API with the page's session and returns the envelope's data; a refusal fails the test. */
export async function post<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(`/api/v1${path}`, { data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** The signed-in director's ledger "Class 10 A" (2025-26) with Aarav Sharma, who owes ₹5,000. */
export async function addClassWithAarav(page: Page): Promise<{ ledgerId: string; studentId: string }> {
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
  return { ledgerId: ledger._id, studentId: student._id };
}
