import { expect, test } from "./support/test";
import { expectServiceWorkerActive, persistedQueryCache } from "./support/offline";
import { signUpWithSchool } from "./support/sign-in";

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test("the web app manifest and its icons are served and valid", async ({ page, request }) => {
  await page.goto("/login");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBeTruthy();
  const response = await request.get(new URL(href!, page.url()).pathname);
  expect(response.status()).toBe(200);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    description: string;
    display: string;
    start_url: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ short_name: "Bahi", display: "standalone", start_url: "/", theme_color: "#1e3a8a" });
  expect(manifest.name).toContain("Bahi");
  expect(manifest.name).toContain("बही");
  // Described in both languages, as it is named.
  expect(manifest.description).toContain("Fee ledger");
  expect(manifest.description).toContain("मांग पर्चियाँ");
  const sizes = new Set<string>();
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
    const actual = pngSize(await image.body());
    expect(actual, icon.src).toBe(icon.sizes);
    sizes.add(`${icon.sizes}${icon.purpose === "maskable" ? " maskable" : ""}`);
  }
  expect([...sizes]).toEqual(expect.arrayContaining(["192x192", "512x512", "512x512 maskable"]));
});

test("the service worker activates, and /latest-update says which version is installed", async ({ page }) => {
  await page.goto("/latest-update");
  await expectServiceWorkerActive(page);
  await expect(page.getByRole("heading", { name: "Install app" })).toBeVisible();
  await expect(page.getByTestId("installed-version")).toContainText(/Version on this device: \d+\.\d+\.\d+/);
});

test("offline, a reload still shows the last-seen ledger with the offline banner, turns a write off with the reason, and refreshes once back online", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signUpWithSchool(page);
  await page.getByRole("button", { name: "Add Ledger" }).first().click();
  const addLedger = page.getByRole("dialog", { name: "Add Ledger" });
  await addLedger.getByLabel("Ledger Name").fill("Class 7 B");
  await addLedger.getByLabel("Class Name").fill("7");
  await addLedger.getByLabel("Session Year (YYYY-YY)").fill("2025-26");
  await addLedger.getByRole("button", { name: "Add" }).click();
  await expect(page.getByRole("row").filter({ hasText: "Class 7 B" })).toBeVisible();
  await expectServiceWorkerActive(page);
  // The query cache reaches IndexedDB (throttled to once a second); wait until the copy holds the ledger.
  await expect.poll(() => persistedQueryCache(page), { timeout: 15_000 }).toContain("Class 7 B");

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId("offline-banner")).toContainText("You are offline");
  await expect(page.getByRole("row").filter({ hasText: "Class 7 B" })).toBeVisible();

  // A change that needs the server is off before the form is filled, saying why.
  await page.getByRole("button", { name: "Add Ledger" }).first().click();
  await expect(addLedger.getByRole("button", { name: "Add" })).toBeDisabled();
  await expect(addLedger.getByRole("button", { name: "Add" })).toHaveAttribute("title", "Needs a connection");
  await expect(addLedger.getByTestId("needs-connection")).toHaveText("Needs a connection");
  await page.keyboard.press("Escape");
  await expect(addLedger).toBeHidden();

  // Meanwhile another device adds a ledger; back online, the page fetches it without a reload.
  const schoolOwnerId = await page.evaluate(() => localStorage.getItem("schoolId"));
  const added = await page.request.post("/api/v1/ledger/add", {
    data: { ledgerName: "Class 9 C", className: "9", sessionYear: "2025-26", schoolOwnerId },
  });
  expect(added.status()).toBe(200);
  await context.setOffline(false);
  await expect(page.getByTestId("offline-banner")).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: "Class 9 C" })).toBeVisible();
});
