import { readFileSync } from "node:fs";
import { expect, test } from "./support/test";
import type { Page, TestInfo } from "@playwright/test";
import { unzipSync } from "fflate";
import { PNG } from "pngjs";
import { sampleSchool, signUpWithSchool } from "./support/sign-in";
import { decodePageCode } from "../src/documents/omr-sheet/omr-page-code";
import type { OmrTemplate } from "../src/documents/omr-sheet/omr-template";
import { inspectPdf } from "../src/documents/test-support/pdf-inspector";

/** Clicks, captures the download, saves it in the test's output folder and returns its name and path. */
async function downloadFrom(page: Page, testInfo: TestInfo, click: () => Promise<void>) {
  const downloaded = page.waitForEvent("download");
  await click();
  const download = await downloaded;
  const name = download.suggestedFilename();
  const path = testInfo.outputPath(`${Date.now()}-${name}`);
  await download.saveAs(path);
  return { name, path };
}

const pdfText = (path: string) => inspectPdf(readFileSync(path), (pdf) => pdf.text());
const pdfPages = (path: string) => inspectPdf(readFileSync(path), (pdf) => pdf.pageCount());
/** One row per embedded image. */
const pdfImages = (path: string) => inspectPdf(readFileSync(path), (pdf) => pdf.images());

/** A small two-colour PNG, made here so the test needs no fixture file. */
function samplePng(): Buffer {
  const png = new PNG({ width: 80, height: 60 });
  for (let i = 0; i < png.width * png.height; i++) {
    const left = i % png.width < png.width / 2;
    png.data.set(left ? [200, 40, 40, 255] : [30, 90, 200, 255], i * 4);
  }
  return PNG.sync.write(png);
}

async function schoolOwnerId(page: Page) {
  const id = await page.evaluate(() => localStorage.getItem("schoolId"));
  expect(id).toBeTruthy();
  return id!;
}

/** A ledger with three students, through the API with the browser's own session. */
async function seedLedger(page: Page) {
  const schoolId = await schoolOwnerId(page);
  const ledger = await page.request.post("/api/v1/ledger/add", {
    data: { schoolOwnerId: schoolId, ledgerName: "Class 8 B", className: "8", sessionYear: "2025-26" },
  });
  expect(ledger.status()).toBe(200);
  const ledgerId = ((await ledger.json()) as { data: { _id: string } }).data._id;
  const ids: string[] = [];
  for (const [n, name] of ["Meera Kumari", "Rohan Singh", "Anjali Gupta"].entries()) {
    const student = await page.request.post("/api/v1/student/add", {
      data: {
        name,
        fatherName: `Father of ${name}`,
        rollNumber: String(21 + n),
        phoneNumber: `98765432${10 + n}`,
        dateOfBirth: "2012-03-14",
        address: "Dumra Road, Sitamarhi",
        ledgerOwnerId: ledgerId,
        schoolOwnerId: schoolId,
      },
    });
    expect(student.status()).toBe(200);
    ids.push(((await student.json()) as { data: { _id: string } }).data._id);
  }
  return { ledgerId, studentIds: ids };
}

test("a director makes every print tool's PDF from its page", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await signUpWithSchool(page);

  await test.step("OMR sheet: checks the number, then omr-sheet.pdf, its JSON template and the OMRChecker zip", async () => {
    await page.goto("/omr-sheet");
    const count = page.getByLabel("Number of questions");
    await count.fill("0");
    await page.getByRole("button", { name: "Generate PDF" }).click();
    await expect(page.getByText("Please enter a valid number of questions.")).toBeVisible();
    await count.fill("200");
    const pdf = await downloadFrom(page, testInfo, () => page.getByRole("button", { name: "Generate PDF" }).click());
    expect(pdf.name).toBe("omr-sheet.pdf");
    expect(pdfPages(pdf.path)).toBe(2);
    const text = pdfText(pdf.path);
    expect(text).toContain("Roll Number");
    expect(text).toMatch(/\b200\b/);
    await expect(page.getByRole("main").getByRole("status")).toHaveText("omr-sheet.pdf downloaded — 2 pages");

    // The files for scanning programs are folded under "Advanced", out of the way of the sheet itself.
    const templateButton = page.getByRole("button", { name: "Download layout template (JSON)" });
    await expect(templateButton).toBeHidden();
    await page.getByText("Advanced: files for scanning programs").click();
    await expect(templateButton).toBeVisible();
    const json = await downloadFrom(page, testInfo, () => templateButton.click());
    expect(json.name).toBe("omr-sheet-template.json");
    const template = JSON.parse(readFileSync(json.path, "utf8")) as OmrTemplate;
    expect(template).toMatchObject({ questionCount: 200, pageCount: 2, orientationMark: { corner: "top-left" } });
    expect(template.pages.map((page) => page.questions.length)).toEqual([180, 20]);
    // The second page of the printed PDF says so in its page code, as the JSON lays it out.
    const codeSeen = inspectPdf(readFileSync(pdf.path), (file) => {
      const second = file.render(2, 144);
      return template.pageCode.bubbles.map((bubble) => second.brightness(bubble.x, bubble.y) < 60);
    });
    expect(decodePageCode(template.pageCode, codeSeen)).toEqual({ page: 2, questionCount: 200 });

    const zip = await downloadFrom(page, testInfo, () =>
      page.getByRole("button", { name: "Download for OMRChecker" }).click(),
    );
    expect(zip.name).toBe("omr-sheet-omrchecker.zip");
    const files = unzipSync(readFileSync(zip.path));
    expect(Object.keys(files).sort()).toEqual([
      "page-1/config.json",
      "page-1/omr_marker.png",
      "page-1/template.json",
      "page-2/config.json",
      "page-2/omr_marker.png",
      "page-2/template.json",
    ]);
    const checker = JSON.parse(new TextDecoder().decode(files["page-2/template.json"])) as {
      pageDimensions: number[];
      fieldBlocks: Record<string, { fieldLabels: string[] }>;
    };
    expect(checker.pageDimensions).toHaveLength(2);
    expect(Object.keys(checker.fieldBlocks).sort()).toEqual(["MCQ_Q181", "MCQ_Q196", "PageCode", "Roll"]);
    expect(PNG.sync.read(Buffer.from(files["page-2/omr_marker.png"]!)).width).toBeGreaterThan(0);
    await expect(page.getByText("omr-sheet-omrchecker.zip downloaded.")).toBeVisible();
  });

  await test.step("Long question paper: the school's name, sample values only as placeholders, questions in English and Hindi, kept across a reload", async () => {
    await page.goto("/long-question-paper");
    await expect(page.getByLabel("School name")).toHaveValue(sampleSchool.schoolName);
    await expect(page.getByLabel("Class")).toHaveValue("");
    await expect(page.getByLabel("Class")).toHaveAttribute("placeholder", "Class: 10th");
    await expect(page.getByLabel("Full marks")).toHaveValue("");
    await page.getByLabel("Class").fill("Class: 9th");
    await page.getByLabel("Subject").fill("Subject: Science");
    const questions = page.getByRole("list", { name: "Questions" }).getByRole("listitem");
    for (const [index, question] of ["Explain the process of photosynthesis.", "प्रकाश संश्लेषण क्या है?"].entries()) {
      await page.getByLabel("Question", { exact: true }).fill(question);
      await page.getByRole("button", { name: "Add Question" }).click();
      await expect(questions).toHaveCount(index + 1); // the form clears itself once the question is in
    }
    await page.reload();
    await expect(questions).toHaveCount(2);
    await expect(page.getByLabel("Subject")).toHaveValue("Subject: Science");
    const pdf = await downloadFrom(page, testInfo, () => page.getByRole("button", { name: "Generate PDF" }).click());
    expect(pdf.name).toBe("Long_Question_Paper.pdf");
    const text = pdfText(pdf.path);
    expect(text).toContain(sampleSchool.schoolName);
    expect(text).toContain("Subject: Science");
    expect(text).toContain("Class: 9th");
    expect(text).not.toContain("F.M. 100");
    expect(text).toContain("Explain the process of photosynthesis.");
    expect(text).toContain("प्रकाश संश्लेषण क्या है?");
    await expect(page.getByRole("main").getByRole("status")).toContainText("Long_Question_Paper.pdf downloaded");
  });

  await test.step("MCQ paper: starts from the header printed last, all four options required, then MCQ_Question_Paper.pdf", async () => {
    await page.goto("/mcq-question-paper");
    await expect(page.getByLabel("Class")).toHaveValue("Class: 9th");
    await expect(page.getByLabel("Subject")).toHaveValue("Subject: Science");
    await page.getByLabel("Question", { exact: true }).fill("Which planet is known as the Red Planet?");
    await page.getByLabel("Option A").fill("Venus");
    await page.getByLabel("Option B").fill("Mars");
    await page.getByLabel("Option C").fill("Jupiter");
    await page.getByRole("button", { name: "Add MCQ" }).click();
    await expect(page.getByLabel("Option D")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Option D")).toHaveAccessibleDescription("Enter option D.");
    await page.getByLabel("Option D").fill("Saturn");
    await page.getByRole("button", { name: "Add MCQ" }).click();
    await expect(page.getByRole("list", { name: "Questions" })).toContainText(
      "Which planet is known as the Red Planet?",
    );
    const pdf = await downloadFrom(page, testInfo, () => page.getByRole("button", { name: "Generate PDF" }).click());
    expect(pdf.name).toBe("MCQ_Question_Paper.pdf");
    const text = pdfText(pdf.path);
    expect(text).toContain("Which planet is known as the Red Planet?");
    expect(text).toContain("Saturn");
    expect(text).toContain("Subject: Science");
  });

  await test.step("Application maker: from the director, a template edited, then Application.pdf with the letter's text", async () => {
    await page.goto("/application-maker");
    await expect(page.getByLabel("Sender name")).toHaveValue(sampleSchool.directorName);
    await expect(page.getByLabel("Sender designation")).toHaveValue(`Director, ${sampleSchool.schoolName}`);
    await page.getByLabel("Template").selectOption({ label: "Leave application" });
    await expect(page.getByLabel("Subject")).toHaveValue("Application for leave");
    await expect(page.getByLabel("Body")).toHaveValue(/^With due respect, I beg to state that I, \[student's name\]/);
    await page.getByLabel("Recipient").fill("The Principal");
    await page.getByLabel("Organisation").fill("Saraswati Vidya Mandir, Sitamarhi");
    await page.getByLabel("Subject").fill("Application for two days' leave");
    await page
      .getByLabel("Body")
      .fill("With due respect, I request leave on 12 and 13 August to attend my sister's wedding.");
    await page.getByLabel("Sender name").fill("Ravi Kumar");
    const pdf = await downloadFrom(page, testInfo, () => page.getByRole("button", { name: "Generate PDF" }).click());
    expect(pdf.name).toBe("Application.pdf");
    const text = pdfText(pdf.path);
    expect(text).toContain("Application for two days' leave");
    expect(text).toContain("Ravi Kumar");
    expect(text).toContain(`Director, ${sampleSchool.schoolName}`);
    expect(text).toMatch(/With due respect, I request leave/);
  });

  await test.step("Student ID card: filled from a student (their link, then picked from the ledger), with a photo; then a whole ledger's cards", async () => {
    const { studentIds } = await seedLedger(page);
    await page.goto(`/student-id-card?studentId=${studentIds[0]}`);
    await expect(page.getByLabel("Student name")).toHaveValue("Meera Kumari");
    // The picker opens on Meera's ledger; choosing Rohan there fills the card from his record.
    const picker = page.getByLabel("Student", { exact: true });
    await expect(picker).toHaveValue(studentIds[0]!);
    await picker.selectOption({ label: "Rohan Singh · Roll 22" });
    await expect(page).toHaveURL(new RegExp(`studentId=${studentIds[1]}$`));
    await expect(page.getByLabel("Student name")).toHaveValue("Rohan Singh");
    await expect(page.getByLabel("Class")).toHaveValue("8");
    await expect(page.getByLabel("Session year")).toHaveValue("2025-26");
    await expect(page.getByLabel("Roll number")).toHaveValue("22");

    const photo = page.getByLabel("Photo", { exact: true });
    await photo.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a photo") });
    await expect(page.getByText("Please choose a JPEG or PNG image.")).toBeVisible();
    await photo.setInputFiles({ name: "rohan.png", mimeType: "image/png", buffer: samplePng() });
    await expect(page.getByRole("img", { name: "Photo preview" })).toBeVisible();

    const card = await downloadFrom(page, testInfo, () => page.getByRole("button", { name: "Generate PDF" }).click());
    expect(card.name).toBe("Student_ID_Card.pdf");
    const text = pdfText(card.path);
    expect(text).toContain("Rohan Singh");
    expect(text).toContain(sampleSchool.schoolName);
    expect(pdfImages(card.path).length).toBeGreaterThanOrEqual(1);

    await page.getByLabel("Ledger").selectOption({ label: "Class 8 B · 8 · 2025-26" });
    const cards = await downloadFrom(page, testInfo, () =>
      page.getByRole("button", { name: "Generate cards for the ledger" }).click(),
    );
    expect(cards.name).toBe("Student_ID_Cards.pdf");
    const all = pdfText(cards.path);
    for (const name of ["Meera Kumari", "Rohan Singh", "Anjali Gupta"]) expect(all).toContain(name);
    await expect(page.getByText("Student_ID_Cards.pdf downloaded — 3 cards on 1 page")).toBeVisible();
  });
});
