import { sidewaysScroll } from "./support/layout";
import { signUpWithSchool } from "./support/sign-in";
import { expect, test } from "./support/test";

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const TEXTS = {
  en: {
    count: "Number of questions",
    key: "Answer key",
    grid: "Tap the answers, question by question",
    question: (n: number) => `Question ${n}`,
    notCounted: "Not counted",
    advanced: "Advanced: files for scanning programs",
    template: "Download layout template (JSON)",
  },
  hi: {
    count: "प्रश्नों की संख्या",
    key: "उत्तर कुंजी",
    grid: "हर प्रश्न का उत्तर टैप करके चुनें",
    question: (n: number) => `प्रश्न ${n}`,
    notCounted: "न गिनें",
    advanced: "उन्नत: स्कैन करने वाले प्रोग्रामों के लिए फ़ाइलें",
    template: "लेआउट टेम्पलेट डाउनलोड करें (JSON)",
  },
};

test("on a 360 px phone the answer key is tapped on a grid or typed, one key either way, and the sheet's scanner files wait under Advanced, in English and Hindi", async ({
  page,
}) => {
  // Sign-up and four pages in two languages: more than the default minute on a loaded machine.
  test.setTimeout(120_000);
  await signUpWithSchool(page);
  for (const language of ["en", "hi"] as const) {
    const text = TEXTS[language];
    await page.evaluate((code) => localStorage.setItem("bahi.language", code), language);

    await page.goto("/omr-check");
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await page.getByLabel(text.count).fill("6");
    const key = page.getByRole("textbox", { name: text.key });
    await key.fill("ab");
    await page.getByText(text.grid).click();
    const question = (n: number) => page.getByRole("group", { name: text.question(n), exact: true });
    await expect(question(6)).toBeVisible();
    await expect(question(2).getByRole("radio", { name: "B", exact: true })).toBeChecked();

    // A tap on a letter's circle: the box gets it in place, a skipped question held by "?".
    await question(4).getByText("D", { exact: true }).click();
    await expect(key).toHaveValue("AB?D");
    await question(3).getByText("–", { exact: true }).click();
    await expect(key).toHaveValue("AB-D");
    await expect(question(3).getByRole("radio", { name: text.notCounted })).toBeChecked();
    // Typed: the grid follows.
    await key.fill("dcbaab");
    await expect(question(1).getByRole("radio", { name: "D", exact: true })).toBeChecked();
    await expect(question(6).getByRole("radio", { name: "B", exact: true })).toBeChecked();
    // Each question's five circles fit the screen.
    const last = (await question(6).getByText("–", { exact: true }).boundingBox())!;
    expect(last.x + last.width, language).toBeLessThanOrEqual(360);
    expect(await sidewaysScroll(page), language).toBe(0);

    await page.goto("/omr-sheet");
    const template = page.getByRole("button", { name: text.template });
    await expect(template).toBeHidden();
    await page.getByText(text.advanced).click();
    await expect(template).toBeVisible();
    expect(await sidewaysScroll(page), language).toBe(0);
  }
});
