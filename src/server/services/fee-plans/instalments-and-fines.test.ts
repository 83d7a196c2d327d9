import { and, asc, count, eq, isNotNull, isNull } from "drizzle-orm";
import { afterEach, beforeAll, expect, it } from "vitest";
import type { FeePlan } from "../../../shared/api/fee-plan";
import type { DuesSummary } from "../../../shared/api/dues";
import type { Ledger } from "../../../shared/api/ledger";
import type { Student } from "../../../shared/api/student";
import type { Database } from "../../db/database";
import {
  activityLog,
  feeHead,
  feePlan,
  feePlanPosting,
  feeTransaction,
  lateFineWaiver,
  student,
} from "../../db/schema";
import {
  addLedger,
  addStudent,
  addTransaction,
  dataOf,
  directorWithSchool,
  staffOf,
  type Director,
  type StaffMember,
} from "../../test/fixtures";
import { createTestApp } from "../../test/test-app";
import { describeEachDatabase } from "../../test/test-database";
import { postScheduledFees } from "./post-scheduled-fees";

describeEachDatabase("instalments, schedules and late fines (issue 27)", (database) => {
  let db: Database;
  let api: ReturnType<typeof createTestApp>;
  let director: Director;
  let staff: StaffMember;
  let heads: Record<"tuition" | "lateFine", string>;

  const headId = async (code: "tuition" | "late-fine") =>
    (
      await db
        .select({ id: feeHead.id })
        .from(feeHead)
        .where(and(eq(feeHead.schoolId, director.school._id), eq(feeHead.code, code)))
    )[0]!.id;

  /** A ledger of session 2025-26 with students who joined in April 2025 (the schedule bills from then). */
  async function classWith(name: string, students: string[]): Promise<{ ledger: Ledger; students: Student[] }> {
    const ledger = await addLedger(api, director, name);
    const added: Student[] = [];
    for (const [i, name] of students.entries()) {
      const row = await addStudent(api, director, ledger, { name, rollNumber: String(i + 1) });
      added.push(row);
    }
    for (const row of added)
      await db
        .update(student)
        .set({ createdAt: new Date("2025-04-01T09:00:00+05:30") })
        .where(eq(student.id, row._id));
    return { ledger, students: added };
  }

  async function savedPlan(ledger: Ledger, body: object, at: string): Promise<FeePlan> {
    const plan = await dataOf<FeePlan>(
      await api.call("POST", `/api/v1/ledger/${ledger._id}/fee-plans`, director.headers, body),
    );
    await db
      .update(feePlan)
      .set({ createdAt: new Date(at) })
      .where(eq(feePlan.id, plan.id));
    return plan;
  }

  const chargesOf = (student: Student) =>
    db
      .select({
        id: feeTransaction.id,
        amountPaise: feeTransaction.amountPaise,
        concessionPaise: feeTransaction.concessionPaise,
        feeHeadId: feeTransaction.feeHeadId,
        period: feeTransaction.period,
        dueDate: feeTransaction.dueDate,
        feePlanId: feeTransaction.feePlanId,
      })
      .from(feeTransaction)
      .where(
        and(
          eq(feeTransaction.studentId, student._id),
          eq(feeTransaction.type, "debit"),
          isNull(feeTransaction.fineForId),
        ),
      )
      .orderBy(asc(feeTransaction.dueDate), asc(feeTransaction.createdAt));
  const finesOf = (student: Student) =>
    db
      .select({
        amountPaise: feeTransaction.amountPaise,
        fineForId: feeTransaction.fineForId,
        period: feeTransaction.period,
        feeHeadId: feeTransaction.feeHeadId,
      })
      .from(feeTransaction)
      .where(and(eq(feeTransaction.studentId, student._id), isNotNull(feeTransaction.fineForId)));

  // Every scheduled run works on the whole database: each test's plans go when it ends.
  afterEach(async () => {
    await db.delete(feePlan);
  });

  beforeAll(async () => {
    db = database().db;
    api = createTestApp(db);
    director = await directorWithSchool(api);
    staff = await staffOf(api, director);
    heads = { tuition: await headId("tuition"), lateFine: await headId("late-fine") };
  });

  it("posts a quarterly plan's four periods on a 2025-26 ledger, all inside April 2025 – March 2026", async () => {
    const { ledger, students } = await classWith("Quarterly", ["Asha", "Bala"]);
    const plan = await savedPlan(
      ledger,
      { description: "Tuition", amount: 1500, feeHeadId: heads.tuition, schedule: "quarterly", dayOfMonth: 10 },
      "2025-04-01T09:00:00+05:30",
    );
    // Long after the session: everything due in it, nothing of the next.
    expect((await postScheduledFees(db, "2026-07-31")).posted).toBe(8);
    expect((await postScheduledFees(db, "2026-07-31")).posted).toBe(0);
    for (const student of students) {
      const rows = await chargesOf(student);
      expect(rows.map((r) => [r.period, r.dueDate])).toEqual([
        ["2025-26/Q1", "2025-04-10"],
        ["2025-26/Q2", "2025-07-10"],
        ["2025-26/Q3", "2025-10-10"],
        ["2025-26/Q4", "2026-01-10"],
      ]);
      expect(rows.every((r) => r.dueDate! >= "2025-04-01" && r.dueDate! <= "2026-03-31")).toBe(true);
      expect(rows.every((r) => r.feeHeadId === heads.tuition && r.feePlanId === plan.id)).toBe(true);
      expect(rows.every((r) => r.amountPaise === 150_000n)).toBe(true);
    }
  });

  it("fines an unpaid period ₹50 once after 10 days' grace, and not a period paid in time", async () => {
    const { ledger, students } = await classWith("Fixed fine", ["Paid", "Unpaid"]);
    const [paid, unpaid] = students as [Student, Student];
    await savedPlan(
      ledger,
      {
        description: "Tuition",
        amount: 500,
        feeHeadId: heads.tuition,
        schedule: "monthly",
        dayOfMonth: 5,
        lateFine: { graceDays: 10, kind: "fixed", amount: 50 },
      },
      "2025-11-01T09:00:00+05:30",
    );
    expect((await postScheduledFees(db, "2025-11-05")).posted).toBe(2);
    await addTransaction(api, director, paid, {
      amount: 500,
      transactionType: "Credit",
      transactionDate: "2025-11-12",
      description: "Cash",
    });
    // The grace runs to the 15th.
    expect((await postScheduledFees(db, "2025-11-15")).fined).toBe(0);
    expect((await postScheduledFees(db, "2025-11-16")).fined).toBe(1);
    for (const today of ["2025-11-17", "2025-11-30"]) expect((await postScheduledFees(db, today)).fined).toBe(0);
    const [november] = await chargesOf(unpaid);
    expect(await finesOf(unpaid)).toEqual([
      { amountPaise: 5_000n, fineForId: november!.id, period: "2025-11", feeHeadId: heads.lateFine },
    ]);
    expect(await finesOf(paid)).toEqual([]);
  });

  it("grows a ₹5-a-day fine one row at a time up to its cap, and the owner can waive it with a reason", async () => {
    const { ledger, students } = await classWith("Per-day fine", ["Late"]);
    const [late] = students as [Student];
    await savedPlan(
      ledger,
      {
        description: "Van",
        amount: 300,
        schedule: "monthly",
        dayOfMonth: 5,
        lateFine: { graceDays: 10, kind: "per-day", amount: 5, cap: 20 },
      },
      "2025-11-01T09:00:00+05:30",
    );
    await postScheduledFees(db, "2025-11-05");
    const fineOn = async (today: string) => {
      await postScheduledFees(db, today);
      return (await finesOf(late)).map((f) => f.amountPaise);
    };
    expect(await fineOn("2025-11-17")).toEqual([1_000n]);
    expect(await fineOn("2025-11-18")).toEqual([1_500n]);
    expect(await fineOn("2025-11-30")).toEqual([2_000n]);
    expect(await fineOn("2025-12-04")).toEqual([2_000n]);

    const [november] = await chargesOf(late);
    const waive = (headers: Headers, id = november!.id) =>
      api.call("POST", `/api/v1/transactions/${id}/waive-fine`, headers, { reason: "Father in hospital" });
    expect((await waive(staff.headers)).status).toBe(403);
    expect(await dataOf(await waive(director.headers))).toEqual({ chargeId: november!.id, waived: 20 });
    expect(await finesOf(late)).toEqual([]);
    expect(
      await db
        .select({ reason: lateFineWaiver.reason, amountPaise: lateFineWaiver.amountPaise })
        .from(lateFineWaiver)
        .where(eq(lateFineWaiver.chargeId, november!.id)),
    ).toEqual([{ reason: "Father in hospital", amountPaise: 2_000n }]);
    const [entry] = await db
      .select({ summary: activityLog.summary, params: activityLog.params })
      .from(activityLog)
      .where(and(eq(activityLog.entityId, november!.id), eq(activityLog.summary, "@lateFineWaived")));
    expect(entry?.params).toEqual({ student: "Late", amount: 20, reason: "Father in hospital" });
    // The dues summary counts it among the concessions given, as a waiver.
    const summary = await dataOf<DuesSummary>(
      await api.call("GET", `/api/v1/dues/summary?session=${ledger.sessionYear}`, director.headers),
    );
    expect(summary.concessions).toContainEqual({ category: "waiver", amount: 20 });
    // Waived for good: the schedule does not fine November again, and a second waiver is refused.
    await postScheduledFees(db, "2025-12-10");
    expect(await finesOf(late)).toEqual([]);
    expect((await waive(director.headers)).status).toBe(409);
  });

  it("charges nobody twice when a month was charged by hand, and applies RTE 100 % and staff-ward 50 % alike", async () => {
    const { ledger, students } = await classWith("Concessions", ["ByHand", "Rte", "StaffWard", "Plain"]);
    const [byHand, rte, staffWard, plain] = students as [Student, Student, Student, Student];
    for (const [student, value, category] of [
      [rte, 100, "rte"],
      [staffWard, 50, "staff-ward"],
    ] as const)
      expect(
        (
          await api.call("PUT", `/api/v1/student/${student._id}/concessions`, director.headers, [
            { feeHeadId: heads.tuition, kind: "percent", value, category, note: "" },
          ])
        ).status,
      ).toBe(200);
    await dataOf(
      await api.call("POST", `/api/v1/ledger/${ledger._id}/dues`, director.headers, {
        amount: 500,
        description: "Tuition November",
        transactionDate: "2025-11-01",
        feeHeadId: heads.tuition,
        period: "2025-11",
        studentIds: [byHand._id],
      }),
    );
    const plan = await savedPlan(
      ledger,
      { description: "Tuition", amount: 500, feeHeadId: heads.tuition, schedule: "monthly", dayOfMonth: 5 },
      "2025-11-01T09:00:00+05:30",
    );
    const post = (month: string) =>
      api.call("POST", `/api/v1/ledger/${ledger._id}/fee-plans/post-due`, director.headers, { month });
    expect(await dataOf(await post("2025-11"))).toEqual({ posted: 2, students: 2, totalRupees: 750 });
    expect(await dataOf(await post("2025-11"))).toEqual({ posted: 0, students: 0, totalRupees: 0 });
    const owed = async (student: Student, period: string) =>
      (await chargesOf(student)).filter((r) => r.period === period && r.feeHeadId === heads.tuition);
    expect((await owed(byHand, "2025-11")).map((r) => r.amountPaise)).toEqual([50_000n]);
    expect(await owed(rte, "2025-11")).toEqual([]);
    expect((await owed(staffWard, "2025-11")).map((r) => [r.amountPaise, r.concessionPaise])).toEqual([
      [25_000n, 25_000n],
    ]);
    expect((await owed(plain, "2025-11")).map((r) => r.amountPaise)).toEqual([50_000n]);
    // Every student's period is claimed, the RTE student's and the one charged by hand too.
    expect(
      (await db.select({ n: count() }).from(feePlanPosting).where(eq(feePlanPosting.feePlanId, plan.id)))[0]!.n,
    ).toBe(4);
    // The scheduler later finds nothing left to charge for November.
    expect((await postScheduledFees(db, "2025-11-20")).posted).toBe(0);

    // Charge fee for December gives the same ₹0 / ₹250.
    await dataOf(
      await api.call("POST", `/api/v1/ledger/${ledger._id}/dues`, director.headers, {
        amount: 500,
        transactionDate: "2025-12-01",
        feeHeadId: heads.tuition,
        period: "2025-12",
      }),
    );
    expect(await owed(rte, "2025-12")).toEqual([]);
    expect((await owed(staffWard, "2025-12")).map((r) => r.amountPaise)).toEqual([25_000n]);

    // A month outside the ledger's session is refused, saying why.
    const outside = await post("2026-11");
    expect(outside.status).toBe(400);
    expect(((await outside.json()) as { error: { code: string } }).error.code).toBe("OUTSIDE_SESSION");

    // Edited for the periods to come: November and December stay as charged, January is ₹600.
    const edit = (headers: Headers) =>
      api.call("PUT", `/api/v1/fee-plans/${plan.id}`, headers, {
        description: "Tuition",
        amount: 600,
        feeHeadId: heads.tuition,
        schedule: "monthly",
        dayOfMonth: 5,
      });
    expect((await edit(staff.headers)).status).toBe(403);
    expect((await dataOf<FeePlan>(await edit(director.headers))).amount).toBe(600);
    expect(await dataOf(await post("2026-01"))).toEqual({ posted: 3, students: 3, totalRupees: 1500 });
    expect((await owed(plain, "2025-11")).map((r) => r.amountPaise)).toEqual([50_000n]);
    expect((await owed(plain, "2026-01")).map((r) => r.amountPaise)).toEqual([60_000n]);
  });

  it("saves terms with their labels and refuses a term outside the session", async () => {
    const { ledger, students } = await classWith("Terms", ["Tara"]);
    const terms = [
      { label: "Term 1", dueDate: "2025-04-15" },
      { label: "Term 2", dueDate: "2025-09-15" },
    ];
    const plan = await savedPlan(
      ledger,
      { description: "Fee", amount: 4000, feeHeadId: heads.tuition, schedule: "terms", terms },
      "2025-08-01T09:00:00+05:30",
    );
    expect(plan.terms).toEqual(terms);
    expect((await postScheduledFees(db, "2025-09-20")).posted).toBe(2);
    expect((await chargesOf(students[0]!)).map((r) => r.period)).toEqual(["2025-26/T1", "2025-26/T2"]);
    const outside = await api.call("POST", `/api/v1/ledger/${ledger._id}/fee-plans`, director.headers, {
      description: "Fee",
      amount: 4000,
      schedule: "terms",
      terms: [{ label: "Term 3", dueDate: "2026-04-15" }],
    });
    expect(outside.status).toBe(400);
  });
});
