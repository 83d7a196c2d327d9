import { expect, test } from "./support/test";
import type { Page } from "@playwright/test";
import jsQR from "jsqr";
import { readFile } from "node:fs/promises";
import { todayInIndia } from "../src/shared/rules/calendar-date";
import { sessionYearOf } from "../src/shared/rules/session-year";
import { addDays } from "../src/shared/rules/slip-maths";
import { PdfInspector } from "../src/documents/test-support/pdf-inspector";
import { placeSlips, slipGeometry } from "../src/documents/demand-slips/slip-layout";
import { sampleSchool, signUpWithSchool } from "./support/sign-in";

/** Calls the API with the page's own session cookie and returns `data`. */
async function post<T>(page: Page, path: string, data: object): Promise<T> {
  const response = await page.request.post(`/api/v1${path}`, { data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

const ddmmyyyy = (iso: string) => iso.split("-").reverse().join("-");

test("a director prints Bills.pdf for the school: names, totals, words, due date and a scannable UPI QR code", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpWithSchool(page);
  const schoolOwnerId = await page.evaluate(() => localStorage.getItem("schoolId"));
  expect(schoolOwnerId).toBeTruthy();

  // A ledger with two students, their Dues and what was Received, through the API.
  const ledger = await post<{ _id: string }>(page, "/ledger/add", {
    ledgerName: "Class 10 A",
    className: "10",
    // The session of today: fees are charged and paid today, inside the ledger's session.
    sessionYear: sessionYearOf(todayInIndia()),
    schoolOwnerId,
  });
  const today = todayInIndia();
  const student = (name: string, fatherName: string, rollNumber: string, phoneNumber: string) =>
    post<{ _id: string }>(page, "/student/add", {
      name,
      fatherName,
      rollNumber,
      phoneNumber,
      ledgerOwnerId: ledger._id,
      schoolOwnerId,
    });
  const fee = (studentOwnerId: string, amount: number, description: string, transactionType: "Debit" | "Credit") =>
    post(page, "/transactions/add", { studentOwnerId, amount, description, transactionType, transactionDate: today });
  const aarav = await student("Aarav Sharma", "Rakesh Sharma", "1", "9876500001");
  const kavya = await student("काव्या मिश्रा", "रमेश मिश्रा", "2", "9876500002");
  await fee(aarav._id, 1500, "Tuition Fee", "Debit");
  await fee(aarav._id, 750.5, "Transport Fee", "Debit");
  await fee(aarav._id, 1000, "Paid in cash", "Credit");
  await fee(kavya._id, 2000, "शुल्क नवंबर", "Debit");

  // The profile's slip settings: a UPI ID for the QR codes and 15 days to pay.
  await page.goto("/profile");
  await page.getByLabel("UPI ID").fill("svm.sitamarhi@okaxis");
  await page.getByLabel("Slip due days").fill("15");
  await page.getByRole("button", { name: "Update School Details" }).click();
  await expect(page.getByText("School updated successfully!")).toBeVisible();

  // /demand-slip lists the slips as a table and Print saves Bills.pdf.
  await page.goto("/demand-slip");
  const aaravRow = page.getByRole("row").filter({ hasText: "Aarav Sharma" });
  await expect(aaravRow).toContainText("₹1,250.50");
  await expect(page.getByRole("row").filter({ hasText: "काव्या मिश्रा" })).toContainText("₹2,000");
  const slipNo = (await aaravRow.getByRole("cell").first().textContent())!.trim();

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Print" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("Bills.pdf");
  await expect(page.getByRole("button", { name: "Print" })).toBeEnabled();

  const probe = new PdfInspector(await readFile((await download.path())!));
  try {
    const text = probe.text();
    expect(text).toMatch(/Student: Aarav Sharma\s+Father's Name: Rakesh Sharma/);
    expect(text).toMatch(/Student: काव्या मिश्रा\s+Father's Name: रमेश मिश्रा/);
    // The ₹1,000 received settled ₹1,000 of the tuition (the oldest): the slip lists what is still owed.
    expect(text).toMatch(/Tuition Fee ₹500\s+₹500(?![.\d])/);
    expect(text).toMatch(/Transport Fee ₹750\.50\s+₹750\.50/);
    expect(text).not.toContain("Less: Received");
    expect(text).toMatch(/Balance\s+₹1,250\.50/);
    expect(text).toMatch(/Balance\s+₹2,000(?![.\d])/);
    expect(text).toContain("Rupees One Thousand Two Hundred Fifty and Fifty Paise Only");
    expect(text).toContain(`Due Date: ${ddmmyyyy(addDays(today, 15))}`);
    expect(text).toContain(`Contact us: ${sampleSchool.contactNumber}`);
    expect(probe.pageCount()).toBe(1);

    // The first slip's QR code pays exactly its balance to the UPI ID set on the profile.
    const slots = placeSlips([{ feeLines: 2, received: 0 }]);
    const { qr } = slipGeometry(slots[0]!, { feeLines: 2, received: 0, withQr: true });
    const image = probe
      .render(1, 200)
      .crop({ x: qr!.x - 7, y: qr!.y - 7, width: qr!.size + 14, height: qr!.size + 14 });
    expect(jsQR(image.data, image.width, image.height)?.data).toBe(
      `upi://pay?pa=svm.sitamarhi%40okaxis&pn=${encodeURIComponent(sampleSchool.schoolName)}&am=1250.50&cu=INR&tn=Fee%20${slipNo}`,
    );
  } finally {
    probe.dispose();
  }
});
