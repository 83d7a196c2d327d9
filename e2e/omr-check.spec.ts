import { readFileSync } from "node:fs";
import type { Page, TestInfo } from "@playwright/test";
import type { OmrOption } from "../src/documents/omr-sheet/omr-sheet-schema";
import { inspectPdf } from "../src/documents/test-support/pdf-inspector";
import {
  encodeJpeg,
  encodePng,
  fillSheet,
  photograph,
  picturesPdf,
  type Camera,
  type FilledSheet,
} from "../src/client/features/omr-check/test-support/sheet-photos";
import { signUpWithSchool } from "./support/sign-in";
import { expect, test } from "./support/test";

const QUESTIONS = 20;
const KEY = "ABCDABCDABCDABCDABC";
const keyed = (overrides: Record<number, OmrOption[] | undefined> = {}) => {
  const answers: Record<number, OmrOption[]> = {};
  for (let q = 1; q <= KEY.length; q++) {
    const chosen = q in overrides ? overrides[q] : [KEY[q - 1] as OmrOption];
    if (chosen) answers[q] = chosen;
  }
  return answers;
};

/** The CSV's question columns for a sheet as filled: its marked options per question, "" for blank. */
const marksCells = (answers: FilledSheet["answers"]) =>
  Array.from({ length: QUESTIONS }, (_, i) => (answers[i + 1] ?? []).join("")).join(",");
const NOT_READ = ",".repeat(QUESTIONS - 1);

async function photo(sheet: FilledSheet, camera: Camera) {
  const { image } = await fillSheet(sheet);
  return photograph(image, camera);
}

async function downloadFrom(page: Page, testInfo: TestInfo, click: () => Promise<void>) {
  const downloaded = page.waitForEvent("download");
  await click();
  const download = await downloaded;
  const path = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(path);
  return { name: download.suggestedFilename(), path };
}

/** A ledger whose students 21 and 22 the sheets' roll numbers name. */
async function seedLedger(page: Page) {
  const schoolId = await page.evaluate(() => localStorage.getItem("schoolId"));
  const ledger = await page.request.post("/api/v1/ledger/add", {
    data: { schoolOwnerId: schoolId, ledgerName: "Class 9 A", className: "9", sessionYear: "2025-26" },
  });
  const ledgerId = ((await ledger.json()) as { data: { _id: string } }).data._id;
  for (const [n, name] of ["Meera Kumari", "Rohan Singh"].entries()) {
    const student = await page.request.post("/api/v1/student/add", {
      data: {
        name,
        fatherName: "F",
        rollNumber: String(21 + n),
        phoneNumber: `98765432${10 + n}`,
        dateOfBirth: "2011-01-01",
        address: "Sitamarhi",
        ledgerOwnerId: ledgerId,
        schoolOwnerId: schoolId,
      },
    });
    expect(student.status()).toBe(200);
  }
}

test("a director grades photographed OMR sheets on /omr-check and downloads the results", async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  // The key sheet leaves question 20 blank, so the read key does not count it.
  const keySheet = encodePng(await photo({ questionCount: QUESTIONS, answers: keyed() }, { rotate: 1 }));
  const meeraAnswers = { ...keyed({ 3: ["A"], 5: undefined, 7: ["C", "D"] }), 20: ["B"] } as FilledSheet["answers"];
  const meera = await encodeJpeg(
    await photo(
      { questionCount: QUESTIONS, rollNumber: "21", answers: meeraAnswers },
      { rotate: 3, keystone: 0.05, blur: 1, noise: 6 },
    ),
  );
  const rohanAnswers = keyed({ 10: ["A"] });
  const rohan = encodePng(
    await photo(
      { questionCount: QUESTIONS, rollNumber: "22", answers: rohanAnswers, mark: { grey: 168 } },
      { rotate: 178, blur: 1 },
    ),
  );
  const cropped = await encodeJpeg(
    await photo({ questionCount: QUESTIONS, rollNumber: "23", answers: keyed() }, { fill: 1.2 }),
  );
  const scanImage = await photo({ questionCount: QUESTIONS, rollNumber: "7", answers: {} }, { rotate: -1, fill: 0.95 });
  const scan = await picturesPdf([
    { bytes: await encodeJpeg(scanImage), width: scanImage.width, height: scanImage.height },
  ]);

  await signUpWithSchool(page);
  await seedLedger(page);
  await page.goto("/services");
  await page.getByRole("main").getByRole("link", { name: "Check OMR sheets" }).click();
  await expect(page).toHaveURL(/\/omr-check$/);
  await expect(page.getByRole("heading", { name: "Check OMR sheets" })).toBeVisible();

  await page.getByLabel("Number of questions").fill(String(QUESTIONS));
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: "key.png", mimeType: "image/png", buffer: keySheet });
  await expect(page.getByText("Key read from key.png: 20 questions.")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel("Answer key")).toHaveValue(`${KEY}-`);
  await page.getByLabel("Marks for a wrong answer").fill("-0.25");
  await page.getByLabel("Match roll numbers to a ledger").selectOption({ label: "Class 9 A · 9 · 2025-26" });

  await page.getByLabel("Sheets", { exact: true }).setInputFiles([
    { name: "meera.jpg", mimeType: "image/jpeg", buffer: meera },
    { name: "rohan.png", mimeType: "image/png", buffer: rohan },
    { name: "cropped.jpg", mimeType: "image/jpeg", buffer: cropped },
    { name: "scan.pdf", mimeType: "application/pdf", buffer: scan },
  ]);
  await page.getByRole("button", { name: "Check sheets" }).click();
  const table = page.getByRole("table", { name: /One row per sheet/ });
  await expect(table).toBeVisible({ timeout: 60_000 });
  const rows = await table
    .getByRole("row")
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll("th, td")].map((cell) => cell.textContent.trim()).join(" | ")),
    );
  expect(rows).toEqual([
    "File | Roll number | Name | Right | Wrong | Blank | Double | Score | Status",
    "meera.jpg | 21 | Meera Kumari | 16 | 1 | 1 | 1 | 15.5 | OK",
    "rohan.png | 22 | Rohan Singh | 18 | 1 | 0 | 0 | 17.75 | Upside down — turned",
    "cropped.jpg | — | — |  |  |  |  |  | Markers not found — retake the photo",
    "scan.pdf p. 1 | 7 | — | 0 | 0 | 19 | 0 | 0 | OK",
  ]);

  // Tapping a row shows the sheet upright with the marks read: 16 right, 1 wrong + 2 of a double, 1 missed.
  await page.getByRole("button", { name: "View sheet meera.jpg" }).click();
  const marks = page.getByRole("dialog").getByTestId("detected-marks");
  await expect(marks).toBeAttached();
  const tones = await marks.locator("circle").evaluateAll((circles) => circles.map((c) => c.getAttribute("data-tone")));
  expect({
    right: tones.filter((t) => t === "right").length,
    wrong: tones.filter((t) => t === "wrong").length,
    missed: tones.filter((t) => t === "missed").length,
  }).toEqual({ right: 16, wrong: 3, missed: 2 });
  await page.keyboard.press("Escape");

  const csv = await downloadFrom(page, testInfo, () => page.getByRole("button", { name: "Download CSV" }).click());
  expect(csv.name).toBe("omr-results.csv");
  expect(
    readFileSync(csv.path, "utf8")
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n"),
  ).toEqual([
    `File,Roll number,Name,Right,Wrong,Blank,Double,Score,Status,Corrected by hand,${Array.from({ length: QUESTIONS }, (_, i) => `Q${i + 1}`).join(",")}`,
    `meera.jpg,21,Meera Kumari,16,1,1,1,15.5,OK,,${marksCells(meeraAnswers)}`,
    `rohan.png,22,Rohan Singh,18,1,0,0,17.75,Upside down — turned,,${marksCells(rohanAnswers)}`,
    `cropped.jpg,,,,,,,,Markers not found — retake the photo,,${NOT_READ}`,
    `scan.pdf p. 1,7,,0,0,19,0,0,OK,,${NOT_READ}`,
  ]);

  const markList = await downloadFrom(page, testInfo, () =>
    page.getByRole("button", { name: "Download mark list (PDF)" }).click(),
  );
  expect(markList.name).toBe("omr-mark-list.pdf");
  const lines = inspectPdf(readFileSync(markList.path), (pdf) => pdf.text())
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim());
  expect(lines.filter((line) => /^\d+ /.test(line) && !line.includes("questions"))).toEqual([
    "1 7 0 0 19 0 0",
    "2 21 Meera Kumari 16 1 1 1 15.5",
    "3 22 Rohan Singh 18 1 0 0 17.75",
    "4 cropped.jpg Not read: markers not found",
  ]);
});

test("a question the reader was unsure of is settled with one tap in the preview, and the CSV carries it; two sheets in one photo are refused", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  // Question 5 is filled so faintly that the reader cannot tell a mark from the paper: it asks.
  const answers = keyed();
  const faint = encodePng(
    await photo(
      { questionCount: QUESTIONS, rollNumber: "31", answers, marks: { 5: { grey: 242 } } },
      { rotate: 2, blur: 1, noise: 4 },
    ),
  );
  const other = (await fillSheet({ questionCount: QUESTIONS, rollNumber: "32", answers })).image;
  const twoSheets = encodePng(
    await photo({ questionCount: QUESTIONS, rollNumber: "33", answers }, { width: 1600, height: 1200, beside: other }),
  );
  await signUpWithSchool(page);
  await page.goto("/omr-check");
  await page.getByLabel("Number of questions").fill(String(QUESTIONS));
  await page.getByLabel("Answer key").fill(`${KEY}-`);
  await page.getByLabel("Sheets", { exact: true }).setInputFiles([
    { name: "faint.png", mimeType: "image/png", buffer: faint },
    { name: "two.png", mimeType: "image/png", buffer: twoSheets },
  ]);
  await page.getByRole("button", { name: "Check sheets" }).click();
  const table = page.getByRole("table", { name: /One row per sheet/ });
  const row = table.getByRole("row", { name: /faint\.png/ });
  await expect(row).toContainText("Check this sheet: question 5 unclear", { timeout: 60_000 });
  await expect(row.getByRole("cell").nth(7)).toHaveText("18");
  await expect(table.getByRole("row", { name: /two\.png/ })).toContainText(
    "Two sheets in one photo — photograph one at a time",
  );

  await page.getByRole("button", { name: "View sheet faint.png" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("doubt-legend")).toContainText("question 5 could not be read surely");
  await dialog.getByRole("button", { name: "Question 5: set answer A" }).click();
  await expect(dialog.getByRole("button", { name: "Question 5: set answer A" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.keyboard.press("Escape");

  await expect(row.getByRole("cell").nth(7)).toHaveText("19");
  await expect(row).toContainText("OK · corrected by hand: 5");
  const csv = await downloadFrom(page, testInfo, () => page.getByRole("button", { name: "Download CSV" }).click());
  const [heading, line, two] = readFileSync(csv.path, "utf8")
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(heading).toMatch(/^File,Roll number,Name,Right,Wrong,Blank,Double,Score,Status,Corrected by hand,Q1,/);
  expect(line).toBe(`faint.png,31,,19,0,0,0,19,OK · corrected by hand: 5,5,${marksCells(answers)}`);
  expect(two).toBe(`two.png,,,,,,,,Two sheets in one photo — photograph one at a time,,${NOT_READ}`);
});
