import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import type { DocumentLanguage } from "../language";
import { usePdfTools } from "../test-support/inspect";
import { A4_SIZE, squash } from "../test-support/pdf-inspector";
import { CARD_WIDTH, CARDS_PER_SHEET, cardSlot, CUT_MARK_LENGTH, CUT_MARK_OFFSET } from "./card-layout";
import { generateStudentIdCard } from "./student-id-card";
import type { IdCardStudent } from "./student-id-card-schema";
import { generateStudentIdCards } from "./student-id-cards";

const { fonts, inspect } = usePdfTools();

const school = { name: "Saraswati Vidya Mandir", contact: "9876500000" };
const student: IdCardStudent = {
  name: "Aarav Sharma",
  sessionYear: "2025-26",
  fatherName: "Rakesh Sharma",
  motherName: "Sunita Sharma",
  className: "10 A",
  rollNumber: "12",
  dateOfBirth: "2010-04-05",
  phoneNumber: "9876543210",
  address: "House 12, Shastri Nagar, Lucknow",
};

/** A small opaque RGB PNG, as the browser's square crop would give. */
function pngPhoto(size = 60): Uint8Array {
  const png = new PNG({ width: size, height: size, colorType: 2 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([180, (i / 4) % 256, 90, 255], i);
  return new Uint8Array(PNG.sync.write(png, { colorType: 2 }));
}

async function card(data: Parameters<typeof generateStudentIdCard>[0], language: DocumentLanguage = "en") {
  return inspect(await generateStudentIdCard(data, { language, fonts: fonts() }));
}

describe("generateStudentIdCard", () => {
  it("prints one card on A4 with the school, the student's lines and the photo", async () => {
    const pdf = await card({ school, student, photo: pngPhoto() });
    expect(pdf.pageCount()).toBe(1);
    expect(pdf.pageSizes()).toEqual([A4_SIZE]);
    const text = squash(pdf.text());
    for (const line of [
      "Saraswati Vidya Mandir",
      "Contact: 9876500000",
      "Student Identity Card · Session: 2025-26",
      "Aarav Sharma",
      "Father's Name: Rakesh Sharma",
      "Mother's Name: Sunita Sharma",
      "Class: 10 A",
      "Roll No.: 12",
      "Date of Birth: 05-04-2010",
      "Phone: 9876543210",
      "Address: House 12, Shastri Nagar, Lucknow",
    ]) {
      expect(text).toContain(line);
    }
    const images = pdf.images();
    expect(images).toHaveLength(1);
    expect(images[0]).toMatch(/^\s*1\s+0\s+image\s+60\s+60\s+rgb/);
  });

  it("accepts the browser's JPEG data URL", async () => {
    // The smallest valid baseline JPEG (1×1 grey), as base64.
    const jpeg =
      "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=";
    const pdf = await card({ school, student, photo: `data:image/jpeg;base64,${jpeg}` });
    expect(pdf.images()).toHaveLength(1);
  });

  it("leaves a photo box when there is no photo, and prints without a school", async () => {
    const pdf = await card({ student });
    expect(pdf.images()).toHaveLength(0);
    expect(squash(pdf.text())).toContain("Photo");
  });

  it("rejects a file that is not a JPEG or PNG", async () => {
    const notImage = new TextEncoder().encode("GIF89a not really");
    await expect(
      generateStudentIdCard({ student, photo: notImage }, { language: "en", fonts: fonts() }),
    ).rejects.toThrow(/JPEG or PNG/);
  });

  it("prints Hindi labels and names, extracted intact", async () => {
    const text = squash((await card({ school, student: { ...student, name: "काव्या मिश्रा" } }, "hi")).text());
    for (const line of [
      "छात्र पहचान पत्र",
      "सत्र: 2025-26",
      "काव्या मिश्रा",
      "पिता का नाम: Rakesh Sharma",
      "जन्म तिथि: 05-04-2010",
      "संपर्क: 9876500000",
    ]) {
      expect(text).toContain(line);
    }
  });
});

describe("generateStudentIdCards", () => {
  it(`puts ${CARDS_PER_SHEET} cards on each A4 page`, async () => {
    const cards = Array.from({ length: 2 * CARDS_PER_SHEET + 1 }, (_, i) => ({
      ...student,
      name: `Student ${i + 1}`,
      rollNumber: String(i + 1),
    }));
    const pdf = inspect(await generateStudentIdCards({ school, cards }, { language: "en", fonts: fonts() }));
    expect(pdf.pageCount()).toBe(3);
    expect(pdf.pageSizes()).toEqual([A4_SIZE, A4_SIZE, A4_SIZE]);
    const pageNames = [1, 2, 3].map((page) => (pdf.text(page).match(/Student \d+/g) ?? []).length);
    expect(pageNames).toEqual([CARDS_PER_SHEET, CARDS_PER_SHEET, 1]);
    expect(pdf.text(3)).toContain(`Student ${2 * CARDS_PER_SHEET + 1}`);
  });

  it("puts each student's stored JPEG on their own card, and leaves the photo box of a student without one", async () => {
    // The smallest valid baseline JPEG (1×1 grey): the bytes GET /student/{id}/photo answers.
    const jpeg = Uint8Array.from(
      atob(
        "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=",
      ),
      (c) => c.charCodeAt(0),
    );
    const cards = [
      { ...student, name: "Aarav", photo: jpeg },
      { ...student, name: "Kabir" },
      { ...student, name: "Diya", photo: jpeg.slice() },
    ];
    const pdf = inspect(await generateStudentIdCards({ school, cards }, { language: "en", fonts: fonts() }));
    const images = pdf.images();
    expect(images).toHaveLength(2);
    for (const row of images) expect(row).toMatch(/^\s*1\s+\d+\s+image\s+1\s+1\s+gray\s+1\s+8\s+jpeg/);
    // Only Kabir's card shows the empty, labelled box.
    expect(squash(pdf.text()).match(/\bPhoto\b/g)).toHaveLength(1);
  });

  it("prints cut marks at every card's corners", async () => {
    const cards = Array.from({ length: CARDS_PER_SHEET }, () => student);
    const pdf = inspect(await generateStudentIdCards({ school, cards }, { language: "en", fonts: fonts() }));
    const page = pdf.render(1, 144);
    for (let index = 0; index < CARDS_PER_SHEET; index++) {
      const { x, y } = cardSlot(index);
      const along = CUT_MARK_OFFSET + CUT_MARK_LENGTH / 2;
      // The horizontal mark left of the top-left corner and right of the top-right corner.
      expect(page.darkest(x - along, y)).toBeLessThan(200);
      expect(page.darkest(x + CARD_WIDTH + along, y)).toBeLessThan(200);
      // The vertical mark above the top-left corner.
      expect(page.darkest(x, y - along)).toBeLessThan(200);
    }
  });
});
