import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Wallet, WalletEntriesPage } from "../../../shared/api/wallet";
import { plans } from "../../../shared/billing/plans";
import { requirePremium } from "../../services/billing/require-premium";
import { dataOf, directorWithSchool } from "../../test/fixtures";
import { createTestApp } from "../../test/test-app";
import { describeEachDatabase } from "../../test/test-database";
import { balanceAndEntrySum, setWallet } from "../../test/wallet-fixtures";

const DAY = 86_400_000;

describeEachDatabase("wallet", (database) => {
  let api: ReturnType<typeof createTestApp>;
  beforeAll(() => {
    api = createTestApp(database().db);
  });

  it("serves the catalogue publicly", async () => {
    const response = await api.call("GET", "/api/v1/plans");
    expect(response.status).toBe(200);
    expect(await dataOf(response)).toEqual(plans);
  });

  it("starts a new school with the premium trial and the welcome coins, in its ledger", async () => {
    const before = Date.now();
    const director = await directorWithSchool(api);
    const wallet = await dataOf<Wallet>(await api.call("GET", "/api/v1/wallet", director.headers));
    expect(wallet).toMatchObject({ coins: 20, isPremium: true, dlPremiumUntil: null, billing: true });
    const until = new Date(wallet.premiumUntil!).getTime();
    expect(until).toBeGreaterThanOrEqual(before + 30 * DAY - 60_000);
    expect(until).toBeLessThanOrEqual(Date.now() + 30 * DAY + 60_000);
    const page = (await (
      await api.call("GET", "/api/v1/wallet/entries", director.headers)
    ).json()) as WalletEntriesPage;
    expect(page).toMatchObject({ success: true, currentPage: 1, totalPages: 1 });
    expect(page.data.map((e) => [e.kind, e.coins, e.days]).sort()).toEqual([
      ["grant", 20, 0],
      ["trial", 0, 30],
    ]);
    expect(await balanceAndEntrySum(database().db, director.school._id)).toEqual({ coins: 20, sum: 20 });
  });

  it("prints free while premium, then for one coin, then answers 402 NO_COINS", async () => {
    const director = await directorWithSchool(api);
    const print = () => api.call("POST", "/api/v1/print-jobs", director.headers, { tool: "omr-sheet" });
    const free = await print();
    expect(free.status).toBe(201);
    expect(await dataOf(free)).toMatchObject({ charged: 0, wallet: { coins: 20, isPremium: true } });

    await setWallet(database().db, director.school._id, { coins: 1, premiumUntil: new Date(Date.now() - DAY) });
    expect(await dataOf(await print())).toMatchObject({ charged: 1, wallet: { coins: 0, isPremium: false } });
    const refused = await print();
    expect(refused.status).toBe(402);
    expect(await refused.json()).toMatchObject({ success: false, error: { code: "NO_COINS" } });

    const entries = (await (
      await api.call("GET", "/api/v1/wallet/entries", director.headers)
    ).json()) as WalletEntriesPage;
    expect(entries.data[0]).toMatchObject({ kind: "spend", coins: -1 });
  });

  it("rejects an unknown tool with 400", async () => {
    const director = await directorWithSchool(api);
    expect((await api.call("POST", "/api/v1/print-jobs", director.headers, { tool: "poster" })).status).toBe(400);
  });

  it("lets exactly 50 of 100 concurrent prints through on a balance of 50, and the ledger agrees", async () => {
    const director = await directorWithSchool(api);
    const db = database().db;
    // Start the ledger from zero so sum(entries) = balance can be checked after the race.
    await db.execute(sql`delete from wallet_entry where school_id = ${director.school._id}`);
    await db.execute(
      sql`insert into wallet_entry (school_id, kind, coins, idempotency_key) values (${director.school._id}, 'grant', 50, ${`seed:${director.school._id}`})`,
    );
    await setWallet(db, director.school._id, { coins: 50, premiumUntil: null });
    const statuses = await Promise.all(
      Array.from(
        { length: 100 },
        async () =>
          (await api.call("POST", "/api/v1/print-jobs", director.headers, { tool: "mcq-question-paper" })).status,
      ),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(50);
    expect(statuses.filter((s) => s === 402)).toHaveLength(50);
    expect(await balanceAndEntrySum(db, director.school._id)).toEqual({ coins: 0, sum: 0 });
  });

  it("requirePremium passes a premium school and refuses others with 402 PREMIUM_REQUIRED", async () => {
    const director = await directorWithSchool(api);
    await expect(requirePremium(database().db, director.school._id)).resolves.toBeUndefined();
    await setWallet(database().db, director.school._id, { coins: 500, premiumUntil: new Date(Date.now() - 1000) });
    await expect(requirePremium(database().db, director.school._id)).rejects.toMatchObject({
      status: 402,
      code: "PREMIUM_REQUIRED",
    });
  });
});

describeEachDatabase("wallet with BILLING=off", (database) => {
  let api: ReturnType<typeof createTestApp>;
  beforeAll(() => {
    api = createTestApp(database().db, { billing: { enabled: false, trialDays: 30, welcomeCoins: 20 }, gateway: null });
  });

  it("makes everything free: no trial or coins granted, prints charge nothing, premium features open, no orders", async () => {
    const director = await directorWithSchool(api);
    expect(await dataOf(await api.call("GET", "/api/v1/wallet", director.headers))).toEqual({
      coins: 0,
      isPremium: false,
      premiumUntil: null,
      dlPremiumUntil: null,
      billing: false,
    });
    const print = await api.call("POST", "/api/v1/print-jobs", director.headers, { tool: "student-id-card" });
    expect(print.status).toBe(201);
    expect(await dataOf(print)).toMatchObject({ charged: 0 });
    await expect(requirePremium(database().db, director.school._id)).resolves.toBeUndefined();
    const order = await api.call("POST", "/api/v1/payments/orders", director.headers, { planId: "coins-200" });
    expect(order.status).toBe(503);
    expect(await order.json()).toMatchObject({ error: { code: "PAYMENTS_NOT_CONFIGURED" } });
  });
});

describe("trial settings", () => {
  it.each([
    [
      { enabled: true, trialDays: 0, welcomeCoins: 5 },
      { coins: 5, isPremium: false },
    ],
  ])("follow BILLING_TRIAL_DAYS and BILLING_WELCOME_COINS", async (billing, expected) => {
    const { createTestDatabase } = await import("../../test/test-database");
    const connection = await createTestDatabase("pglite");
    try {
      const local = createTestApp(connection.db, { billing });
      const director = await directorWithSchool(local);
      expect(await dataOf(await local.call("GET", "/api/v1/wallet", director.headers))).toMatchObject(expected);
    } finally {
      await connection.close();
    }
  });
});
