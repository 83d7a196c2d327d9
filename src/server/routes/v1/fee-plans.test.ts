import { beforeAll, expect, it } from "vitest";
import type { ActivityPage } from "../../../shared/api/activity";
import type { FeePlan, PostDueResult } from "../../../shared/api/fee-plan";
import type { Ledger } from "../../../shared/api/ledger";
import type { Student } from "../../../shared/api/student";
import type { Transaction } from "../../../shared/api/transaction";
import { todayInIndia } from "../../../shared/rules/calendar-date";
import { sessionYearOf } from "../../../shared/rules/session-year";
import { addStudent, dataOf, directorWithSchool, type Director } from "../../test/fixtures";
import { createTestApp } from "../../test/test-app";
import { describeEachDatabase } from "../../test/test-database";

const thisMonth = todayInIndia().slice(0, 7);
// Months and dates of the ledgers' session (the current one): plans post nothing outside it.
const sessionStart = Number(sessionYearOf(todayInIndia()).slice(0, 4));
const september = `${sessionStart}-09-01`;
const [firstMonth, secondMonth] = [`${sessionStart}-05`, `${sessionStart}-06`];
// Another month of the session than this one, for a one-off that is not this month's.
const otherMonth = thisMonth === `${sessionStart}-04` ? `${sessionStart}-05` : `${sessionStart}-04`;

describeEachDatabase("fee plan routes", (database) => {
  let api: ReturnType<typeof createTestApp>;
  let director: Director;

  /** A ledger of the current session, so "this session" and "this month" are the ledger's. */
  async function ledgerWithStudents(
    names: string[],
    owner = director,
  ): Promise<{ ledger: Ledger; students: Student[] }> {
    const ledger = await dataOf<Ledger>(
      await api.call("POST", "/api/v1/ledger/add", owner.headers, {
        schoolOwnerId: owner.school._id,
        ledgerName: `Class ${crypto.randomUUID().slice(0, 4)}`,
        className: "5",
        sessionYear: sessionYearOf(todayInIndia()),
      }),
    );
    const students: Student[] = [];
    for (const name of names) students.push(await addStudent(api, owner, ledger, { name }));
    return { ledger, students };
  }
  const addPlan = async (ledgerId: string, body: object, headers = director.headers) =>
    api.call("POST", `/api/v1/ledger/${ledgerId}/fee-plans`, headers, body);
  const postDue = (ledgerId: string, body: object = {}, headers = director.headers) =>
    api.call("POST", `/api/v1/ledger/${ledgerId}/fee-plans/post-due`, headers, body);
  const plansOf = async (ledgerId: string) =>
    dataOf<FeePlan[]>(await api.call("GET", `/api/v1/ledger/${ledgerId}/fee-plans`, director.headers));
  const duesOf = async (student: Student) =>
    (
      await dataOf<Transaction[]>(
        await api.call("GET", `/api/v1/transactions/student/${student._id}`, director.headers),
      )
    ).filter((t) => t.transactionType === "Debit");

  beforeAll(async () => {
    api = createTestApp(database().db);
    director = await directorWithSchool(api);
  });

  it("saves monthly and one-off plans, lists them, and refuses a day past the 28th or a one-off without a date", async () => {
    const { ledger } = await ledgerWithStudents([]);
    const tuition = await addPlan(ledger._id, {
      description: "Tuition",
      amount: 500,
      schedule: "monthly",
      dayOfMonth: 5,
    });
    expect(tuition.status).toBe(201);
    expect(await dataOf<FeePlan>(tuition)).toMatchObject({
      ledgerId: ledger._id,
      description: "Tuition",
      amount: 500,
      schedule: "monthly",
      dayOfMonth: 5,
      dueDate: null,
      chargedPeriods: [],
    });
    expect(
      (
        await addPlan(ledger._id, {
          description: "Exam fee",
          amount: "300.50",
          schedule: "once",
          dueDate: september,
        })
      ).status,
    ).toBe(201);
    expect(
      (await plansOf(ledger._id)).map((p) => [p.description, p.amount, p.schedule, p.dayOfMonth, p.dueDate]),
    ).toEqual([
      ["Tuition", 500, "monthly", 5, null],
      ["Exam fee", 300.5, "once", null, september],
    ]);
    // A one-off dated outside the ledger's session could never be posted into it: refused, saying why.
    const outside = await addPlan(ledger._id, {
      description: "Exam",
      amount: 300,
      schedule: "once",
      dueDate: "2020-09-01",
    });
    expect(outside.status).toBe(400);
    expect(await outside.json()).toMatchObject({ error: { code: "OUTSIDE_SESSION" } });

    for (const bad of [
      { description: "Tuition", amount: 500, schedule: "monthly", dayOfMonth: 29 },
      { description: "Tuition", amount: 500, schedule: "monthly" },
      { description: "Exam", amount: 300, schedule: "once", dueDate: "2025-02-30" },
      { description: "Exam", amount: 300, schedule: "yearly", dueDate: "2025-09-01" },
      { description: "", amount: 300, schedule: "once", dueDate: "2025-09-01" },
      { description: "Exam", amount: 0, schedule: "once", dueDate: "2025-09-01" },
    ]) {
      const response = await addPlan(ledger._id, bad);
      expect({ bad, status: response.status }).toEqual({ bad, status: 400 });
    }
    expect((await postDue(ledger._id, { month: "2025-13" })).status).toBe(400);
    expect(await plansOf(ledger._id)).toHaveLength(2);
  });

  it("posts this month's fees once, however often it is asked, and shows the period as charged", async () => {
    const { ledger, students } = await ledgerWithStudents(["Aarav", "Bhavna", "Chetan"]);
    await addPlan(ledger._id, { description: "Tuition", amount: 500, schedule: "monthly", dayOfMonth: 28 });
    await addPlan(ledger._id, { description: "Exam fee", amount: 300, schedule: "once", dueDate: `${thisMonth}-15` });
    // A one-off in another month is not this month's fee.
    await addPlan(ledger._id, { description: "Picnic", amount: 50, schedule: "once", dueDate: `${otherMonth}-01` });

    const first = await postDue(ledger._id);
    expect(first.status).toBe(200);
    expect(await dataOf<PostDueResult>(first)).toEqual({ posted: 6, students: 3, totalRupees: 2400 });
    expect(await dataOf<PostDueResult>(await postDue(ledger._id, { month: thisMonth }))).toEqual({
      posted: 0,
      students: 0,
      totalRupees: 0,
    });

    for (const student of students) {
      expect((await duesOf(student)).map((t) => [t.description, t.amount, t.transactionDate]).sort()).toEqual([
        ["Exam fee", 300, `${thisMonth}-15`],
        [`Tuition (${thisMonth})`, 500, `${thisMonth}-28`],
      ]);
    }
    const plans = await plansOf(ledger._id);
    expect(plans.map((p) => [p.description, p.chargedPeriods])).toEqual([
      ["Tuition", [{ period: thisMonth, students: 3 }]],
      ["Exam fee", [{ period: `${thisMonth}-15`, students: 3 }]],
      ["Picnic", []],
    ]);

    // A month posted by hand charges that month, once; the Picnic's month too.
    expect(await dataOf<PostDueResult>(await postDue(ledger._id, { month: otherMonth }))).toEqual({
      posted: 6,
      students: 3,
      totalRupees: 1650,
    });
    // A month of another session is refused, not quietly posted into this ledger.
    const outside = await postDue(ledger._id, { month: "2020-01" });
    expect(outside.status).toBe(400);
    expect(await outside.json()).toMatchObject({ error: { code: "OUTSIDE_SESSION" } });
    expect(await dataOf<PostDueResult>(await postDue(ledger._id, { month: otherMonth }))).toEqual({
      posted: 0,
      students: 0,
      totalRupees: 0,
    });
    expect(await duesOf(students[0]!)).toHaveLength(4);
  });

  it("charges once when several post-due calls arrive together", async () => {
    const { ledger, students } = await ledgerWithStudents(["Dev", "Esha", "Farhan", "Gita"]);
    await addPlan(ledger._id, { description: "Tuition", amount: 250, schedule: "monthly", dayOfMonth: 1 });
    const answers = await Promise.all(Array.from({ length: 4 }, () => postDue(ledger._id)));
    const results = await Promise.all(answers.map((answer) => dataOf<PostDueResult>(answer)));
    expect(results.reduce((sum, r) => sum + r.posted, 0)).toBe(4);
    expect(results.reduce((sum, r) => sum + r.totalRupees, 0)).toBe(1000);
    for (const student of students) expect(await duesOf(student)).toHaveLength(1);
  });

  it("stops posting a deleted plan and keeps what it already charged", async () => {
    const { ledger, students } = await ledgerWithStudents(["Hari"]);
    const plan = await dataOf<FeePlan>(
      await addPlan(ledger._id, { description: "Tuition", amount: 100, schedule: "monthly", dayOfMonth: 1 }),
    );
    await postDue(ledger._id, { month: firstMonth });
    const deleted = await api.call("DELETE", `/api/v1/fee-plans/${plan.id}`, director.headers);
    expect(deleted.status).toBe(200);
    expect(await dataOf(deleted)).toEqual({ id: plan.id });
    expect(await plansOf(ledger._id)).toEqual([]);
    expect(await dataOf<PostDueResult>(await postDue(ledger._id, { month: secondMonth }))).toEqual({
      posted: 0,
      students: 0,
      totalRupees: 0,
    });
    expect((await duesOf(students[0]!)).map((t) => t.description)).toEqual([`Tuition (${firstMonth})`]);
    expect((await api.call("DELETE", `/api/v1/fee-plans/${plan.id}`, director.headers)).status).toBe(404);
  });

  it("answers another school's ledger and plan ids with 404 and changes nothing", async () => {
    const { ledger, students } = await ledgerWithStudents(["Isha"]);
    const plan = await dataOf<FeePlan>(
      await addPlan(ledger._id, { description: "Tuition", amount: 100, schedule: "monthly", dayOfMonth: 1 }),
    );
    const other = await directorWithSchool(api, "Other School");
    await ledgerWithStudents(["Stranger"], other);
    for (const response of [
      await api.call("GET", `/api/v1/ledger/${ledger._id}/fee-plans`, other.headers),
      await addPlan(
        ledger._id,
        { description: "Intruder", amount: 1, schedule: "monthly", dayOfMonth: 1 },
        other.headers,
      ),
      await postDue(ledger._id, {}, other.headers),
      await api.call("DELETE", `/api/v1/fee-plans/${plan.id}`, other.headers),
      await api.call("DELETE", `/api/v1/fee-plans/${crypto.randomUUID()}`, director.headers),
      await api.call("GET", `/api/v1/ledger/${crypto.randomUUID()}/fee-plans`, director.headers),
    ]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ success: false, error: { code: "NOT_FOUND" } });
    }
    expect((await plansOf(ledger._id)).map((p) => p.id)).toEqual([plan.id]);
    expect(await duesOf(students[0]!)).toEqual([]);
  });

  it("records each write in the activity log", async () => {
    const { ledger } = await ledgerWithStudents(["Jaya", "Kiran"]);
    const plan = await dataOf<FeePlan>(
      await addPlan(ledger._id, { description: "Van fee", amount: 150, schedule: "monthly", dayOfMonth: 10 }),
    );
    await postDue(ledger._id, { month: firstMonth });
    await api.call("DELETE", `/api/v1/fee-plans/${plan.id}`, director.headers);
    const activity = (await (await api.call("GET", "/api/v1/activity", director.headers)).json()) as ActivityPage;
    const summaries = activity.data.map((entry) => [entry.action, entry.code, entry.params]);
    expect(summaries.slice(0, 3)).toEqual([
      ["delete", "feePlanDeleted", { plan: "Van fee", amount: 150, ledger: ledger.ledgerName }],
      [
        "create",
        "feePlanPosted",
        { plan: "Van fee", periods: firstMonth, students: 2, ledger: ledger.ledgerName, total: 300 },
      ],
      ["create", "feePlanCreated", { plan: "Van fee", amount: 150, ledger: ledger.ledgerName }],
    ]);
    expect(activity.data[0]!.email).toBe(activity.data[2]!.email);
  });
});
