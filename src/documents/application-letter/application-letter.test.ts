import { describe, expect, it } from "vitest";
import type { DocumentLanguage } from "../language";
import { usePdfTools } from "../test-support/inspect";
import { A4_SIZE, squash } from "../test-support/pdf-inspector";
import { generateApplicationLetter } from "./application-letter";
import type { ApplicationLetterInput } from "./application-letter-schema";

const { fonts, inspect } = usePdfTools();

const letter: ApplicationLetterInput = {
  recipient: "The Principal",
  designation: "Principal",
  organisation: "Saraswati Vidya Mandir, Lucknow",
  date: "2025-11-22",
  subject: "Application for three days' leave",
  body: "I beg to state that I was unwell and could not attend school.\n\nKindly grant me leave from 18-11-2025 to 20-11-2025.",
  senderName: "Kavya Mishra",
  senderDesignation: "Class 10 A",
};

async function pdfOf(data: ApplicationLetterInput, language: DocumentLanguage = "en") {
  return inspect(await generateApplicationLetter(data, { language, fonts: fonts() }));
}

/** The extracted lines, trimmed, without blank ones. */
const linesOf = (text: string) =>
  squash(text)
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

describe("generateApplicationLetter", () => {
  it("lays the letter out in the formal order on one A4 page", async () => {
    const pdf = await pdfOf(letter);
    expect(pdf.pageCount()).toBe(1);
    expect(pdf.pageSizes()).toEqual([A4_SIZE]);
    expect(linesOf(pdf.text())).toEqual([
      "To,",
      "The Principal",
      "Principal",
      "Saraswati Vidya Mandir, Lucknow",
      "Date: 22-11-2025",
      "Subject: Application for three days' leave",
      "Respected Sir/Madam,",
      "I beg to state that I was unwell and could not attend school.",
      "Kindly grant me leave from 18-11-2025 to 20-11-2025.",
      "Yours faithfully,",
      "Kavya Mishra",
      "Class 10 A",
    ]);
  });

  it("leaves out blank optional lines", async () => {
    const text = linesOf(
      (await pdfOf({ ...letter, designation: "", organisation: " ", date: "", senderDesignation: "" })).text(),
    );
    expect(text.slice(0, 3)).toEqual(["To,", "The Principal", "Subject: Application for three days' leave"]);
    expect(text.at(-1)).toBe("Kavya Mishra");
  });

  it("wraps a long body within the margins and continues on a new page", async () => {
    const sentence = "This sentence is here to make the paragraph long enough to wrap over many lines. ";
    const body = Array.from({ length: 12 }, (_, i) => `Paragraph ${i + 1}. ${sentence.repeat(4)}`).join("\n\n");
    const pdf = await pdfOf({ ...letter, body });
    expect(pdf.pageCount()).toBe(2);
    expect(pdf.pageSizes()).toEqual([A4_SIZE, A4_SIZE]);
    const lines = linesOf(pdf.text());
    expect(lines.filter((line) => line.startsWith("Paragraph "))).toHaveLength(12);
    // Each paragraph wrapped to several lines, none of them overlong.
    expect(lines.length).toBeGreaterThan(12 * 3);
    expect(linesOf(pdf.text(2)).slice(-3)).toEqual(["Yours faithfully,", "Kavya Mishra", "Class 10 A"]);
  });

  it("writes a Hindi letter with Hindi labels, extracted intact", async () => {
    const pdf = await pdfOf(
      {
        ...letter,
        recipient: "प्रधानाचार्य महोदय",
        subject: "तीन दिन के अवकाश हेतु प्रार्थना-पत्र",
        body: "सविनय निवेदन है कि मैं बीमार थी।",
        senderName: "काव्या मिश्रा",
      },
      "hi",
    );
    const lines = linesOf(pdf.text());
    expect(lines).toContain("सेवा में,");
    expect(lines).toContain("प्रधानाचार्य महोदय");
    expect(lines).toContain("दिनांक: 22-11-2025");
    expect(lines).toContain("विषय: तीन दिन के अवकाश हेतु प्रार्थना-पत्र");
    expect(lines).toContain("सविनय निवेदन है कि मैं बीमार थी।");
    expect(lines.slice(-3)).toEqual(["भवदीय,", "काव्या मिश्रा", "Class 10 A"]);
  });

  it("rejects a letter without a subject", async () => {
    await expect(
      generateApplicationLetter({ ...letter, subject: " " }, { language: "en", fonts: fonts() }),
    ).rejects.toThrow();
  });
});
