import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count, eq } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import type { FeePlan } from "../../../shared/api/fee-plan";
import type { Ledger } from "../../../shared/api/ledger";
import { todayInIndia } from "../../../shared/rules/calendar-date";
import { sessionYearOf } from "../../../shared/rules/session-year";
import type { Database } from "../../db/database";
import { feePlan, feePlanPosting, student } from "../../db/schema";
import { readEnv } from "../../env";
import { startServer } from "../../start-server";
import { addStudent, dataOf, directorWithSchool } from "../../test/fixtures";
import { freePort } from "../../test/server-process";
import { createTestApp, TEST_AUTH_SECRET } from "../../test/test-app";
import { createDatabaseAtUrl, describeEachDatabase, testDatabaseKinds } from "../../test/test-database";
import { startFeePlanScheduler } from "./fee-plan-scheduler";

const silent = pino({ level: "silent" });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const postings = async (db: Database) => (await db.select({ n: count() }).from(feePlanPosting))[0]!.n;

/** A school with a ledger of the current session, two students and a plan due on the 1st since this month began. */
async function schoolWithDuePlan(db: Database) {
  const api = createTestApp(db);
  const director = await directorWithSchool(api);
  const ledger = await dataOf<Ledger>(
    await api.call("POST", "/api/v1/ledger/add", director.headers, {
      schoolOwnerId: director.school._id,
      ledgerName: "Class 1",
      className: "1",
      sessionYear: sessionYearOf(todayInIndia()),
    }),
  );
  for (const name of ["Asha", "Bala"]) await addStudent(api, director, ledger, { name });
  const plan = await dataOf<FeePlan>(
    await api.call("POST", `/api/v1/ledger/${ledger._id}/fee-plans`, director.headers, {
      description: "Tuition",
      amount: 500,
      schedule: "monthly",
      dayOfMonth: 1,
    }),
  );
  // Saved at the start of this month, so this month's charge (on the 1st) is due today whatever the date.
  await db
    .update(feePlan)
    .set({ createdAt: new Date(`${todayInIndia().slice(0, 7)}-01T00:00:00+05:30`) })
    .where(eq(feePlan.id, plan.id));
  return { api, director, ledger };
}

describeEachDatabase("the fee plan scheduler", (database) => {
  it("posts at once and then every interval, charging once however often it runs, until stopped", async () => {
    const { db } = database();
    const { api, director, ledger } = await schoolWithDuePlan(db);
    const scheduler = startFeePlanScheduler(db, silent, { intervalMs: 50 });
    for (let waited = 0; (await postings(db)) < 2 && waited < 5000; waited += 25) await sleep(25);
    expect(await postings(db)).toBe(2);
    // Many more runs: still one charge per student.
    await sleep(400);
    expect(await postings(db)).toBe(2);

    // A student who joins now is charged by the next run…
    await addStudent(api, director, ledger, { name: "Chand" });
    for (let waited = 0; (await postings(db)) < 3 && waited < 5000; waited += 25) await sleep(25);
    expect(await postings(db)).toBe(3);
    // …and after stop() no run comes any more.
    await scheduler.stop();
    const late = await addStudent(api, director, ledger, { name: "Dev" });
    await sleep(300);
    expect(await postings(db)).toBe(3);
    expect(await db.select().from(feePlanPosting).where(eq(feePlanPosting.studentId, late._id))).toEqual([]);
    expect((await db.select({ n: count() }).from(student))[0]!.n).toBe(4);
  });
});

describe("FEE_PLAN_SCHEDULER", () => {
  it("is on by default, off in tests unless a test turns it on, and off when set off", () => {
    expect(readEnv({}).feePlanScheduler).toBe(true);
    expect(readEnv({ NODE_ENV: "production", BETTER_AUTH_SECRET: TEST_AUTH_SECRET }).feePlanScheduler).toBe(true);
    expect(readEnv({ FEE_PLAN_SCHEDULER: "off" }).feePlanScheduler).toBe(false);
    expect(readEnv({ NODE_ENV: "test" }).feePlanScheduler).toBe(false);
    expect(readEnv({ NODE_ENV: "test", FEE_PLAN_SCHEDULER: "on" }).feePlanScheduler).toBe(true);
  });
});

describe.each(testDatabaseKinds())("the server's scheduler [%s]", (kind) => {
  it("posts due plans when the server starts with FEE_PLAN_SCHEDULER=on, and nothing when it is off", async () => {
    const database = await createDatabaseAtUrl(kind);
    try {
      const setup = await database.connect();
      await schoolWithDuePlan(setup.db);
      await setup.close();
      const serve = async (scheduler: "on" | "off") => {
        const env = {
          NODE_ENV: "test",
          PORT: String(await freePort()),
          DATABASE_URL: database.url,
          DATA_DIR: mkdtempSync(join(tmpdir(), "bahi-fee-plans-")),
          LOG_LEVEL: "silent",
          BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
        };
        // close() waits for a run under way, so what the start-up run posted is committed after it.
        await (await startServer(readEnv({ ...env, FEE_PLAN_SCHEDULER: scheduler }))).close();
        const check = await database.connect();
        try {
          return await postings(check.db);
        } finally {
          await check.close();
        }
      };
      expect(await serve("off")).toBe(0);
      expect(await serve("on")).toBe(2);
    } finally {
      await database.dispose();
    }
  }, 60_000);
});
