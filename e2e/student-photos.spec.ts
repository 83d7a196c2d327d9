import { execFileSync } from "node:child_process";
import { expect, test } from "./support/test";
import type { Page, TestInfo } from "@playwright/test";
import { PNG } from "pngjs";
import { signUpWithSchool } from "./support/sign-in";

/**
 * A 1200×1600 phone-camera-sized picture of random noise: noise is what JPEG compresses worst, so
 * at 300 px it is over 50 KB at quality 0.9 and the picker must step the quality down.
 */
function noisyPhoto(): Buffer {
  const png = new PNG({ width: 1200, height: 1600 });
  let seed = 7;
  for (let i = 0; i < png.data.length; i += 4) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    png.data.set([seed & 255, (seed >> 8) & 255, (seed >> 16) & 255, 255], i);
  }
  return PNG.sync.write(png);
}

async function seedLedger(page: Page) {
  const schoolId = await page.evaluate(() => localStorage.getItem("schoolId"));
  const ledger = await page.request.post("/api/v1/ledger/add", {
    data: { schoolOwnerId: schoolId, ledgerName: "Class 6 A", className: "6", sessionYear: "2025-26" },
  });
  const ledgerId = ((await ledger.json()) as { data: { _id: string } }).data._id;
  const ids: string[] = [];
  for (const [n, name] of ["Kavya Mishra", "Arjun Yadav"].entries()) {
    const student = await page.request.post("/api/v1/student/add", {
      data: {
        name,
        rollNumber: String(n + 1),
        phoneNumber: `98765432${10 + n}`,
        ledgerOwnerId: ledgerId,
        schoolOwnerId: schoolId,
      },
    });
    expect(student.status()).toBe(200);
    ids.push(((await student.json()) as { data: { _id: string } }).data._id);
  }
  return { ledgerId, studentIds: ids };
}

async function download(page: Page, testInfo: TestInfo, click: () => Promise<void>) {
  const downloaded = page.waitForEvent("download");
  await click();
  const path = testInfo.outputPath(`${Date.now()}.pdf`);
  await (await downloaded).saveAs(path);
  return path;
}

test("a student's photo is shrunk in the browser, stored, and printed on their ID card", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signUpWithSchool(page);
  const { ledgerId, studentIds } = await seedLedger(page);

  await test.step("the edit dialog shrinks a large photo to a JPEG of at most 50 KB and stores it", async () => {
    await page.goto(`/student-manager/${ledgerId}`);
    await page.getByRole("button", { name: "Edit Kavya Mishra" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Edit Student" });
    await dialog
      .getByLabel("Photo", { exact: true })
      .setInputFiles({ name: "camera.png", mimeType: "image/png", buffer: noisyPhoto() });
    await expect(dialog.getByRole("img", { name: "Photo of the student" })).toHaveAttribute(
      "src",
      /^data:image\/jpeg;base64,/,
    );
    const saved = page.waitForResponse(
      (response) => response.url().includes(`/student/${studentIds[0]}/photo`) && response.request().method() === "PUT",
    );
    await dialog.getByRole("button", { name: "Save" }).click();
    expect((await saved).status()).toBe(200);
    await expect(dialog).toBeHidden();

    const student = (await (await page.request.get(`/api/v1/student/${studentIds[0]}`)).json()) as {
      data: { photoVersion: string | null };
    };
    expect(student.data.photoVersion).toBeTruthy();
    const photo = await page.request.get(`/api/v1/student/${studentIds[0]}/photo?v=${student.data.photoVersion}`);
    expect(photo.status()).toBe(200);
    expect(photo.headers()["content-type"]).toBe("image/jpeg");
    const bytes = await photo.body();
    expect(bytes.length).toBeLessThanOrEqual(50 * 1024);
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  await test.step("the ledger's cards carry the stored photo; the student without one gets the empty box", async () => {
    await page.goto("/student-id-card");
    await page.getByLabel("Ledger").selectOption({ label: "Class 6 A · 6 · 2025-26" });
    const path = await download(page, testInfo, () =>
      page.getByRole("button", { name: "Generate cards for the ledger" }).click(),
    );
    const images = execFileSync("/usr/bin/pdfimages", ["-list", path]).toString().trim().split("\n").slice(2);
    expect(images).toHaveLength(1);
    // 300×300, as the picker made it, embedded as the JPEG itself.
    expect(images[0]).toMatch(/image\s+300\s+300\s+rgb\s+3\s+8\s+jpeg/);
  });

  await test.step("robots.txt is a real file and a missing file is a 404, not the app", async () => {
    const robots = await page.request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toMatch(/^Disallow: \/api\/$/m);
    for (const path of ["/missing.png", "/assets/nope.js"]) expect((await page.request.get(path)).status()).toBe(404);
  });
});
