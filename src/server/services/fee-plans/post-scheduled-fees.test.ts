import { and, eq } from "drizzle-orm";
import { afterEach, beforeAll, expect, it } from "vitest";
import type { FeePlan } from "../../../shared/api/fee-plan";
import type { Ledger } from "../../../shared/api/ledger";
import type { Student } from "../../../shared/api/student";
import { activityLog, feeHead, feePlan, feeTransaction, student } from "../../db/schema";
import { addLedger, addStudent, dataOf, directorWithSchool, type Director } from "../../test/fixtures";
import { createTestApp } from "../../test/test-app";
import { describeEachDatabase } from "../../test/test-database";
import { FEE_PLAN_SCHEDULE_ACTOR, postScheduledFees } from "./post-scheduled-fees";

describeEachDatabase("fee plans posted on schedule", (database) => {
  let api: ReturnType<typeof createTestApp>;
  let director: Director;
  // The fixtures' ledgers are of session 2025-26; the runs below happen "in" it.
  let ledger: Ledger;
  let students: Student[];

  /** Rows made through the API carry the real clock; the schedule is tested at chosen dates. */
  const backdate = async (table: typeof student | typeof feePlan, id: string, at: string) => {
    await database()
      .db.update(table)
      .set({ createdAt: new Date(at) })
      .where(eq(table.id, id));
  };
  async function joined(name: string, at: string, into = ledger): Promise<Student> {
    const row = await addStudent(api, director, into, { name });
    await backdate(student, row._id, at);
    return row;
  }
  async function savedPlan(body: object, at: string, into = ledger): Promise<FeePlan> {
    const plan = await dataOf<FeePlan>(
      await api.call("POST", `/api/v1/ledger/${into._id}/fee-plans`, director.headers, body),
    );
    await backdate(feePlan, plan.id, at);
    return plan;
  }
  const duesOf = (s: Student) =>
    database()
      .db.select({
        description: feeTransaction.description,
        amountPaise: feeTransaction.amountPaise,
        date: feeTransaction.transactionDate,
      })
      .from(feeTransaction)
      .where(and(eq(feeTransaction.studentId, s._id), eq(feeTransaction.type, "debit")))
      .orderBy(feeTransaction.transactionDate);

  // Every run posts for the whole database: each test starts with no plans of an earlier one.
  afterEach(async () => {
    await database().db.delete(feePlan);
  });

  beforeAll(async () => {
    api = createTestApp(database().db);
    director = await directorWithSchool(api);
    ledger = await addLedger(api, director);
    students = [
      await joined("Aarav", "2025-08-01T10:00:00+05:30"),
      await joined("Bhavna", "2025-08-02T10:00:00+05:30"),
    ];
  });

  it("posts each due period from the day the plan was saved, and a second run posts nothing", async () => {
    await savedPlan(
      { description: "Tuition", amount: 500, schedule: "monthly", dayOfMonth: 5 },
      "2025-09-01T09:00:00+05:30",
    );
    // Not yet the 5th of November: September and October only.
    expect((await postScheduledFees(database().db, "2025-11-04")).posted).toBe(4);
    expect((await postScheduledFees(database().db, "2025-11-20")).posted).toBe(2);
    expect(await postScheduledFees(database().db, "2025-11-20")).toEqual({ posted: 0, fined: 0, failures: [] });
    for (const s of students) {
      expect(await duesOf(s)).toEqual(
        ["09", "10", "11"].map((m) => ({
          description: `Tuition (2025-${m})`,
          amountPaise: 50_000n,
          date: `2025-${m}-05`,
        })),
      );
    }
    const entries = await database()
      .db.select()
      .from(activityLog)
      .where(eq(activityLog.userId, FEE_PLAN_SCHEDULE_ACTOR.userId))
      .orderBy(activityLog.at);
    expect(entries.map((e) => [e.summary, e.params])).toEqual([
      [
        "@feePlanPosted",
        { plan: "Tuition", periods: "2025-09, 2025-10", students: 4, ledger: ledger.ledgerName, total: 2000 },
      ],
      ["@feePlanPosted", { plan: "Tuition", periods: "2025-11", students: 2, ledger: ledger.ledgerName, total: 1000 }],
    ]);
  });

  it("charges a student added later for the current period only, on the next run", async () => {
    await savedPlan(
      { description: "Van", amount: 100, schedule: "monthly", dayOfMonth: 1 },
      "2025-12-01T09:00:00+05:30",
    );
    expect((await postScheduledFees(database().db, "2026-01-15")).posted).toBe(4);
    const late = await joined("Chetan", "2026-01-10T12:00:00+05:30");
    expect((await postScheduledFees(database().db, "2026-01-15")).posted).toBe(1);
    expect((await duesOf(late)).map((t) => t.description)).toEqual(["Van (2026-01)"]);
    // The next month charges everyone once more.
    expect((await postScheduledFees(database().db, "2026-02-01")).posted).toBe(3);
    expect((await duesOf(late)).map((t) => t.description)).toEqual(["Van (2026-01)", "Van (2026-02)"]);
    await api.call("DELETE", `/api/v1/student/${late._id}`, director.headers);
  });

  it("charges once when two runs (two server instances) post at the same moment", async () => {
    // Its own head: the months the earlier plans charged under "Other" count as charged for Other only.
    const [transport] = await database()
      .db.select({ id: feeHead.id })
      .from(feeHead)
      .where(and(eq(feeHead.schoolId, director.school._id), eq(feeHead.code, "transport")));
    await savedPlan(
      { description: "Lab", amount: 75, feeHeadId: transport!.id, schedule: "monthly", dayOfMonth: 2 },
      "2025-10-01T09:00:00+05:30",
    );
    await savedPlan(
      { description: "Exam fee", amount: 300, schedule: "once", dueDate: "2025-10-20" },
      "2025-10-01T09:00:00+05:30",
    );
    const runs = await Promise.all([
      postScheduledFees(database().db, "2025-12-25"),
      postScheduledFees(database().db, "2025-12-25"),
      postScheduledFees(database().db, "2025-12-25"),
    ]);
    expect(runs.flatMap((run) => run.failures)).toEqual([]);
    // Lab for October, November and December, and the exam, for each of the two students.
    expect(runs.reduce((sum, run) => sum + run.posted, 0)).toBe(8);
    for (const s of students) {
      const descriptions = (await duesOf(s)).map((t) => t.description);
      expect(descriptions.filter((d) => d.startsWith("Lab"))).toEqual([
        "Lab (2025-10)",
        "Lab (2025-11)",
        "Lab (2025-12)",
      ]);
      expect(descriptions.filter((d) => d === "Exam fee")).toHaveLength(1);
    }
  });

  it("posts nothing past the ledger's session, nor for a deleted plan", async () => {
    const plan = await savedPlan(
      { description: "Games", amount: 40, schedule: "monthly", dayOfMonth: 3 },
      "2026-03-01T09:00:00+05:30",
    );
    // March 2026 is the session's last month; April belongs to next year's ledger.
    expect((await postScheduledFees(database().db, "2026-05-10")).posted).toBe(2);
    expect((await postScheduledFees(database().db, "2026-05-10")).posted).toBe(0);
    // A one-off dated after the session is refused when saved: it could never be posted into it.
    const outside = await api.call("POST", `/api/v1/ledger/${ledger._id}/fee-plans`, director.headers, {
      description: "Exam fee",
      amount: 300,
      schedule: "once",
      dueDate: "2026-06-01",
    });
    expect(outside.status).toBe(400);
    expect(((await outside.json()) as { error: { code: string } }).error.code).toBe("OUTSIDE_SESSION");
    await savedPlan(
      { description: "Exam fee", amount: 300, schedule: "once", dueDate: "2026-03-20" },
      "2026-03-01T09:00:00+05:30",
    );
    const before = await Promise.all(students.map(duesOf));
    expect((await api.call("DELETE", `/api/v1/fee-plans/${plan.id}`, director.headers)).status).toBe(200);
    // Only the one-off is left to post; the deleted plan's March charge stays.
    expect((await postScheduledFees(database().db, "2026-06-02")).posted).toBe(2);
    const after = await Promise.all(students.map(duesOf));
    expect(after.map((rows, i) => rows.slice(before[i]!.length).map((t) => t.description))).toEqual([
      ["Exam fee"],
      ["Exam fee"],
    ]);
    expect(after.every((rows) => rows.filter((t) => t.description === "Games (2026-03)").length === 1)).toBe(true);
  });
});
