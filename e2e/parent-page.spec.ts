import { readFile } from "node:fs/promises";
import { inspectPdf, squash } from "../src/documents/test-support/pdf-inspector";
import { expect, test } from "./support/test";
import { post } from "./support/api";
import { sampleSchool, signUpWithSchool } from "./support/sign-in";

const PHONE = "9876500077";

test("a family of two gets one parent page: both children and the total, a UPI link, Hindi remembered, 'I have paid' confirmed on the dues page", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signUpWithSchool(page);
  const schoolOwnerId = await page.evaluate(() => localStorage.getItem("schoolId"));
  const put = await page.request.put(`/api/v1/school/${schoolOwnerId}`, {
    data: { ...sampleSchool, upiVpa: "svm@okaxis" },
  });
  expect(put.ok(), await put.text()).toBe(true);
  for (const [className, name, fee] of [
    ["3", "Aarav Kumar", 1500],
    ["5", "Priya Kumari", 2100],
  ] as const) {
    const ledger = await post<{ _id: string }>(page, "/ledger/add", {
      schoolOwnerId,
      ledgerName: `Class ${className} A`,
      className,
      sessionYear: "2025-26",
    });
    await post(page, "/student/add", {
      schoolOwnerId,
      ledgerOwnerId: ledger._id,
      name,
      phoneNumber: PHONE,
      initialCourseFee: fee,
    });
  }
  // Another family of the school, never on this family's page.
  const other = await post<{ _id: string }>(page, "/ledger/add", {
    schoolOwnerId,
    ledgerName: "Class 9 A",
    className: "9",
    sessionYear: "2025-26",
  });
  await post(page, "/student/add", {
    schoolOwnerId,
    ledgerOwnerId: other._id,
    name: "Sonu Paswan",
    phoneNumber: "9876500088",
  });

  // The director makes the link from Families.
  await page.getByRole("link", { name: "Families" }).first().click();
  await page.getByRole("button", { name: `Parent page link for ${PHONE}` }).click();
  const dialog = page.getByRole("dialog", { name: "Parent page link" });
  const input = dialog.getByRole("textbox", { name: "Parent page link" });
  await expect(input).toHaveValue(/\/p\/[a-z2-7]{32}$/);
  const url = await input.inputValue();
  await page.keyboard.press("Escape");

  // The parent, on a phone, signed in to nothing.
  const parent = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const phone = await parent.newPage();
  const scripts: string[] = [];
  phone.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await phone.goto(new URL(url).pathname + "?lang=en");
  await expect(phone.getByRole("heading", { name: "Aarav Kumar" })).toBeVisible();
  await expect(phone.getByRole("heading", { name: "Priya Kumari" })).toBeVisible();
  await expect(phone.getByText("₹3,600", { exact: true })).toBeVisible();
  await expect(phone.getByRole("link", { name: "Pay ₹3,600 by UPI" })).toHaveAttribute(
    "href",
    /^upi:\/\/pay\?pa=svm%40okaxis&pn=Saraswati%20Vidya%20Mandir&am=3600\.00&cu=INR&tn=BAHI-[2-9A-Z]{4}%20Aarav%20Priya$/,
  );
  await expect(phone.getByText("Sonu Paswan")).toHaveCount(0);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(scripts).toEqual([]);

  // Hindi, remembered on the device.
  await phone.getByRole("link", { name: "हिन्दी" }).click();
  await expect(phone.getByText("कुल बकाया")).toBeVisible();
  await phone.goto(new URL(url).pathname);
  await expect(phone.getByRole("link", { name: "UPI से ₹3,600 भरें" })).toBeVisible();

  // "I have paid".
  await phone.getByLabel("UPI संदर्भ (UTR, 12 अंक)").fill("4012 3456 7890");
  await phone.getByRole("button", { name: "विद्यालय को भेजें" }).click();
  await expect(phone.getByText("धन्यवाद। विद्यालय आपका भुगतान जाँच कर रसीद भेजेगा।")).toBeVisible();
  await expect(phone.getByText("विद्यालय की जाँच बाकी")).toBeVisible();

  // The school confirms it on the dues page: a receipt for each child.
  await page.goto("/dues");
  const claims = page.getByRole("region", { name: "1 payment to confirm" });
  await expect(claims).toContainText("UTR 401234567890");
  await claims.getByRole("button", { name: "Confirm ₹3,600 from Aarav Kumar, Priya Kumari" }).click();
  await expect(page.getByText(/^Recorded: receipts \d{4}-\d{2}\/0001, \d{4}-\d{2}\/0002$/)).toBeVisible();
  await expect(claims).toHaveCount(0);

  await phone.reload();
  await expect(phone.getByText("पुष्टि हुई")).toBeVisible();
  await expect(phone.getByText("कुछ भी बकाया नहीं है। धन्यवाद!")).toBeVisible();
  await expect(phone.getByRole("link", { name: "जाँचें" })).toHaveCount(2);

  // Each receipt downloads as the PDF the school prints, drawn by the server, in the page's Hindi.
  await expect(phone.getByRole("link", { name: "रसीद PDF" })).toHaveCount(2);
  const downloading = phone.waitForEvent("download");
  await phone.getByRole("link", { name: "रसीद PDF" }).first().click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Receipt-\d{4}-\d{2}-000[12]\.pdf$/);
  const receiptNo = download
    .suggestedFilename()
    .slice("Receipt-".length, -".pdf".length)
    .replace(/-(\d{4})$/, "/$1");
  const text = inspectPdf(await readFile((await download.path())!), (pdf) => squash(pdf.text()));
  expect(text).toContain("शुल्क रसीद");
  expect(text).toContain(`रसीद संख्या: ${receiptNo}`);
  expect(text).toContain("छात्र: Aarav Kumar");
  expect(text).toContain("प्राप्त राशि: ₹1,500");
  expect(text).toContain("माध्यम: UPI");
  expect(scripts).toEqual([]);
  await parent.close();
});
