import { expect, test } from "./support/test";
import { addClassWithAarav } from "./support/api";
import { signUpWithSchool } from "./support/sign-in";

/** What the page's own session check, school lookup and ledger list would ask (decision 0033). */
const FIRST_QUESTIONS = /\/api\/auth\/get-session|\/api\/v1\/school\/uid\/|\/api\/v1\/ledger\/[^/]+$/;

test("a signed-in page paints its ledgers from the HTML's start data, asking the server none of the first questions", async ({
  page,
  browser,
  request,
}) => {
  await signUpWithSchool(page);
  const session = (await (await page.request.get("/api/auth/get-session")).json()) as { user: { id: string } };
  const school = (await (await page.request.get(`/api/v1/school/uid/${session.user.id}`)).json()) as {
    data: { _id: string };
  };
  const added = await page.request.post("/api/v1/ledger/add", {
    data: { schoolOwnerId: school.data._id, ledgerName: "Class 7 First Paint", className: "7", sessionYear: "2025-26" },
  });
  expect(added.status()).toBe(200);

  // A fresh start of the same browser's session, without the service worker's copy of the page.
  const context = await browser.newContext({
    storageState: await page.context().storageState(),
    serviceWorkers: "block",
  });
  const fresh = await context.newPage();
  const asked: string[] = [];
  fresh.on("request", (sent) => asked.push(new URL(sent.url()).pathname));
  const response = await fresh.goto("/");
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  expect(await response?.text()).toContain("Class 7 First Paint");
  await expect(fresh.getByText("Class 7 First Paint")).toBeVisible();
  // Once painted, the data block is gone from the page, and nothing of the first questions was asked.
  await expect(fresh.locator("#bahi-start-data")).toHaveCount(0);
  await fresh.waitForLoadState("networkidle");
  expect(asked.filter((path) => FIRST_QUESTIONS.test(path))).toEqual([]);
  await context.close();

  // Signed out, the same address carries no one's data.
  const signedOut = await request.get("/", { headers: { cookie: "" } });
  expect(await signedOut.text()).not.toContain("bahi-start-data");
});

/** The first-screen questions of decision 0044: a ledger's student page, a student, their transactions, the dues summary. */
const FIRST_SCREEN_QUESTIONS = /\/api\/v1\/(student\/ledger\/|student\/[^/]+$|transactions\/student\/|dues\/summary)/;

test("a ledger's students, a student's transactions and the dues paint from the HTML, asking none of their lists (decision 0044)", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUpWithSchool(page);
  const { ledgerId, studentId } = await addClassWithAarav(page);
  const context = await browser.newContext({
    storageState: await page.context().storageState(),
    serviceWorkers: "block",
  });
  const fresh = await context.newPage();
  const asked: string[] = [];
  fresh.on("request", (sent) => asked.push(new URL(sent.url()).pathname));
  const pages = [
    { path: `/student-manager/${ledgerId}`, shows: ["Aarav Sharma"] },
    { path: `/TransactionManager/${studentId}`, shows: ["Aarav Sharma", "₹5,000"] },
    { path: "/dues", shows: ["₹5,000"] },
  ];
  for (const { path, shows } of pages) {
    await test.step(path, async () => {
      asked.length = 0;
      await fresh.goto(path);
      for (const text of shows) await expect(fresh.getByText(text).first()).toBeVisible();
      // Painted: none of the page's own questions had gone out by then (a later refresh would not matter).
      expect(asked.filter((sent) => FIRST_SCREEN_QUESTIONS.test(sent))).toEqual([]);
    });
  }
  await context.close();
});
