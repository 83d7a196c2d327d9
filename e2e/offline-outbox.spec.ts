import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { inspectPdf, squash } from "../src/documents/test-support/pdf-inspector";
import { addClassWithAarav, post } from "./support/api";
import { expectServiceWorkerActive, persistedQueryCache } from "./support/offline";
import { signUpWithSchool } from "./support/sign-in";
import { expect, test } from "./support/test";

interface Row {
  amount: number;
  transactionType: "Credit" | "Debit";
  receiptNo: string | null;
}

/** Records money Received through the page's form (cash, today). */
async function receive(page: Page, amount: string) {
  await page.getByRole("button", { name: "Add New Transaction" }).click();
  const form = page.getByRole("dialog", { name: "Add New Transaction" });
  await form.getByRole("button", { name: "Received" }).click();
  await form.getByLabel("Amount (₹)").fill(amount);
  await form.getByRole("button", { name: "Add", exact: true }).click();
  await expect(form).toBeHidden();
}

/** The server's Received rows of a student, as the API lists them. */
async function receivedOf(page: Page, studentId: string): Promise<Row[]> {
  const response = await page.request.get(`/api/v1/transactions/student/${studentId}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Row[] }).data.filter((row) => row.transactionType === "Credit");
}

const sequence = (receiptNo: string | null) => Number(receiptNo?.split("/")[1]);
const waiting = (page: Page) => page.getByTestId("outbox-waiting");

test("offline, three receipts for two students wait on the device (one added after a reload) and reach the server once each, numbered in order, when the app opens online", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await signUpWithSchool(page);
  const { ledgerId, studentId: aarav } = await addClassWithAarav(page);
  const schoolOwnerId = await page.evaluate(() => localStorage.getItem("schoolId"));
  const { _id: priya } = await post<{ _id: string }>(page, "/student/add", {
    schoolOwnerId,
    ledgerOwnerId: ledgerId,
    name: "Priya Singh",
    rollNumber: "2",
    phoneNumber: "9876543211",
    initialCourseFee: 3000,
  });
  // Both pages seen online once, so the app can show them offline from its copy.
  await page.goto(`/TransactionManager/${priya}`);
  await expect(page.getByText("Priya Singh").first()).toBeVisible({ timeout: 30_000 });
  // The copy is written at most once a second: wait for it before leaving the page.
  const cached = (studentId: string) => async () =>
    (await persistedQueryCache(page)).includes(`["transactions","${studentId}"]`);
  await expect.poll(cached(priya), { timeout: 15_000 }).toBe(true);
  await page.goto(`/TransactionManager/${aarav}`);
  await expect(page.getByText("Aarav Sharma").first()).toBeVisible({ timeout: 30_000 });
  await expectServiceWorkerActive(page);
  await expect.poll(cached(aarav), { timeout: 15_000 }).toBe(true);
  await expect.poll(cached(priya)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId("offline-banner")).toBeVisible();
  // A correction would need the server: off, saying why.
  const editDues = page.getByRole("button", { name: /^Edit Dues of ₹5,000 .* — Needs a connection$/ });
  await expect(editDues).toBeDisabled();

  await receive(page, "200");
  await expect(waiting(page)).toHaveText(["Waiting to send"]);
  await expect(page.getByTestId("total-paid")).toContainText("₹200");
  await expect(page.getByTestId("total-balance")).toContainText("₹4,800");
  // The parent can take a provisional receipt at once.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: /^Provisional receipt of ₹200 / }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("Receipt-provisional.pdf");
  const text = inspectPdf(await readFile((await download.path())!), (pdf) => squash(pdf.text()));
  expect(text).toContain("Receipt No.: Provisional — number follows");
  expect(text).toMatch(/Amount received: ₹200(?![.\d])/);

  await page.goto(`/TransactionManager/${priya}`);
  await expect(page.getByText("Priya Singh").first()).toBeVisible({ timeout: 30_000 });
  await receive(page, "100");
  await expect(waiting(page)).toHaveCount(1);
  await expect(page.getByTestId("total-balance")).toContainText("₹2,900");

  // Closing and reopening the app (offline still) loses nothing; a third receipt joins the queue.
  await page.goto(`/TransactionManager/${aarav}`);
  await page.reload();
  await expect(waiting(page)).toHaveCount(1);
  await receive(page, "300");
  await expect(waiting(page)).toHaveCount(2);
  await expect(page.getByTestId("total-balance")).toContainText("₹4,500");
  await page.close();

  await context.setOffline(false);
  const reopened = await context.newPage();
  await reopened.goto(`/TransactionManager/${aarav}`);
  // The app's start sends the outbox; the server's lists show it first.
  await expect
    .poll(async () => (await receivedOf(reopened, aarav)).length + (await receivedOf(reopened, priya)).length, {
      timeout: 45_000,
    })
    .toBe(3);
  await expect(reopened.getByRole("button", { name: /^Receipt \d{4}-\d{2}\/\d{4}$/ })).toHaveCount(2, {
    timeout: 30_000,
  });
  await expect(waiting(reopened)).toHaveCount(0);
  await expect(reopened.getByTestId("total-balance")).toContainText("₹4,500");

  const [aaravs, priyas] = [await receivedOf(reopened, aarav), await receivedOf(reopened, priya)];
  expect(aaravs.map((row) => row.amount)).toEqual([200, 300]);
  expect(priyas.map((row) => row.amount)).toEqual([100]);
  // Sent in the order taken: Aarav's ₹200, Priya's ₹100, Aarav's ₹300, numbered one after another.
  expect([aaravs[0], priyas[0], aaravs[1]].map((row) => sequence(row!.receiptNo))).toEqual([1, 2, 3]);
});

test("a send whose answer is lost after the server recorded it is sent again with the same key and recorded once", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpWithSchool(page);
  const { studentId } = await addClassWithAarav(page);
  await page.goto(`/TransactionManager/${studentId}`);
  await expect(page.getByText("Aarav Sharma").first()).toBeVisible({ timeout: 30_000 });

  const keys: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/v1/transactions/add")) keys.push(request.headers()["idempotency-key"] ?? "");
  });
  // The first send reaches the server, which records it; then the connection drops before the answer.
  let committed = 0;
  await page.route(
    "**/api/v1/transactions/add",
    async (route) => {
      const answer = await route.fetch();
      if (answer.ok()) committed += 1;
      await route.abort("internetdisconnected");
    },
    { times: 1 },
  );

  await receive(page, "700");
  await expect(page.getByRole("button", { name: /^Receipt \d{4}-\d{2}\/0001$/ })).toBeVisible();
  await expect(waiting(page)).toHaveCount(0);
  expect(committed).toBe(1);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  const received = await receivedOf(page, studentId);
  expect(received.map((row) => [row.amount, row.receiptNo])).toEqual([[700, expect.stringMatching(/\/0001$/)]]);
  await expect(page.getByTestId("total-balance")).toContainText("₹4,300");
});

test("an entry the server refuses (its student deleted meanwhile) waits in 'Needs your attention' with the reason until discarded", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signUpWithSchool(page);
  const { studentId } = await addClassWithAarav(page);
  await page.goto(`/TransactionManager/${studentId}`);
  await expect(page.getByText("Aarav Sharma").first()).toBeVisible({ timeout: 30_000 });
  await expectServiceWorkerActive(page);
  await expect
    .poll(async () => (await persistedQueryCache(page)).includes(`["transactions","${studentId}"]`))
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await receive(page, "150");
  await expect(waiting(page)).toHaveCount(1);
  // Another device deletes the student while this one is offline.
  expect((await page.request.delete(`/api/v1/student/${studentId}`)).status()).toBe(200);

  await context.setOffline(false);
  const attention = page.getByTestId("needs-attention");
  await expect(attention).toContainText("Needs your attention");
  await expect(attention.getByRole("alert")).toContainText(/^Refused: .+/);
  await expect(page.getByTestId("outbox-refused-banner")).toContainText("1 entry was refused by the server");
  // Kept through a reload: nothing leaves the outbox unseen.
  await page.reload();
  await expect(attention).toBeVisible();
  await attention.getByRole("button", { name: /^Discard ₹150 of / }).click();
  await expect(attention).toBeHidden();
  await expect(page.getByTestId("outbox-refused-banner")).toBeHidden();
});
