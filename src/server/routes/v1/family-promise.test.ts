import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DefaultersPage } from "../../../shared/api/dues";
import type { PromisesSummary } from "../../../shared/api/family-promise";
import type { Ledger } from "../../../shared/api/ledger";
import { todayInIndia } from "../../../shared/rules/calendar-date";
import {
  addLedger,
  addStudent,
  addTransaction,
  dataOf,
  directorWithSchool,
  staffOf,
  type Director,
} from "../../test/fixtures";
import { createTestApp } from "../../test/test-app";
import { describeEachDatabase } from "../../test/test-database";

/** Today in India plus `days`, as YYYY-MM-DD. */
function inDays(days: number): string {
  const date = new Date(`${todayInIndia()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describeEachDatabase("Promise to pay (issue 29)", (database) => {
  let api: ReturnType<typeof createTestApp>;
  let director: Director;
  let ledger: Ledger;
  beforeAll(async () => {
    api = createTestApp(database().db);
    director = await directorWithSchool(api);
    ledger = await addLedger(api, director);
    // Family 9811111111: two children owing ₹3,000 and ₹2,500; 9822222222 owes ₹1,200; 9833333333 owes ₹4,000.
    const owing: [string, string, number][] = [
      ["Aarav", "9811111111", 3000],
      ["Priya", "9811111111", 2500],
      ["Kabir", "9822222222", 1200],
      ["Meera", "9833333333", 4000],
    ];
    for (const [name, phoneNumber, amount] of owing) {
      const student = await addStudent(api, director, ledger, { name, phoneNumber });
      await addTransaction(api, director, student, { amount });
    }
  });

  const promise = (phone: string, body: unknown, headers = director.headers) =>
    api.call("POST", `/api/v1/families/${phone}/promise`, headers, body);
  const defaulterNames = async () =>
    ((await (await api.call("GET", "/api/v1/dues/defaulters", director.headers)).json()) as DefaultersPage).data
      .map((d) => d.name)
      .sort();

  it("leaves promised families out of the defaulters and sums what they owe", async () => {
    expect(await defaulterNames()).toEqual(["Aarav", "Kabir", "Meera", "Priya"]);
    expect((await promise("9811111111", { date: inDays(5), note: "After the harvest" })).status).toBe(200);
    const staff = await staffOf(api, director);
    expect((await promise("+91 98222-22222", { date: inDays(2) }, staff.headers)).status).toBe(200);

    expect(await defaulterNames()).toEqual(["Meera"]);
    const summary = await dataOf<PromisesSummary>(await api.call("GET", "/api/v1/dues/promises", director.headers));
    expect(summary).toMatchObject({ families: 2, outstanding: 6700, by: inDays(5) });
    expect(summary.promises.map((p) => [p.phone, p.outstanding, p.names])).toEqual([
      ["9822222222", 1200, ["Kabir"]],
      ["9811111111", 5500, ["Aarav", "Priya"]],
    ]);
    expect(summary.promises[1]!.note).toBe("After the harvest");
  });

  it("brings the family back once the promised date has passed", async () => {
    await database().db.execute(sql`update family set promise_date = ${inDays(-1)}::date where phone = '9822222222'`);
    expect(await defaulterNames()).toEqual(["Kabir", "Meera"]);
    const summary = await dataOf<PromisesSummary>(await api.call("GET", "/api/v1/dues/promises", director.headers));
    expect(summary).toMatchObject({ families: 1, outstanding: 5500 });
  });

  it("refuses a past date, a bad date and a phone that is no family of the school", async () => {
    const past = await promise("9833333333", { date: inDays(-1) });
    expect(past.status).toBe(400);
    expect((await promise("9833333333", { date: "2025-02-30" })).status).toBe(400);
    // A path that cannot name a family answers like an unknown one.
    expect((await promise("98333", { date: inDays(1) })).status).toBe(404);
    expect((await promise("9700000000", { date: inDays(1) })).status).toBe(404);
    const other = await directorWithSchool(api, "Other School");
    expect((await promise("9833333333", { date: inDays(1) }, other.headers)).status).toBe(404);
    expect(await defaulterNames()).toEqual(["Kabir", "Meera"]);
  });
});
