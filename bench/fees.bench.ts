import { and, eq, sql } from "drizzle-orm";
import { connectDatabase } from "../src/server/db/connect";
import { feeHead, feePlan, student, studentConcession } from "../src/server/db/schema";
import { postScheduledFees } from "../src/server/services/fee-plans/post-scheduled-fees";
import { seedDemoSchool } from "../src/server/services/seed/seed-demo-school";
import { benchStatement } from "./statement.bench";
import { dropDatabase, freshDatabase } from "./support/postgres";
import { heading, median, report, reportAgainstGoal, reportMachineLoad } from "./support/report";

const STUDENTS = 2000;
const CONCESSIONS = 300;
const RUNS = 3;
const GOAL_MS = 1000;

/**
 * `npm run bench -- fees`: issue 27's figures on PostgreSQL. Each part is one function here; the
 * statement's p50 (GET /student/{id}/statement with 5 years of monthly charges) is the other part,
 * added beside `benchMonthPosting` in `benchFees`.
 */
export async function benchFees() {
  await benchMonthPosting();
  await benchStatement();
}

/**
 * The hourly scheduler's run on the day a month falls due for 2,000 students of one ledger, 300 of
 * them with a standing Tuition concession (percent and amount), while last month's unpaid charges
 * cross their grace: one run writes the month's Dues (concessions applied, allocations re-settled)
 * and the late fines. Each run is a fresh school (postings happen once), the median of three.
 */
async function benchMonthPosting() {
  heading(
    `Fee plan posting: a month for ${STUDENTS} students, ${CONCESSIONS} standing concessions, late fines, PostgreSQL, median of ${RUNS}`,
  );
  const timings: number[] = [];
  const nextTimings: number[] = [];
  let last = { posted: 0, fined: 0, nextFined: 0 };
  for (let run = 0; run < RUNS; run++) {
    const name = `bahi_bench_fees_${run}`;
    const connection = await connectDatabase(await freshDatabase(name));
    try {
      const { db } = connection;
      // Six months of seeded charges and part-payments: allocations exist, as in a real school.
      const seeded = await seedDemoSchool(db, {
        email: `${name}@bahi.local`,
        ledgers: 1,
        studentsPerLedger: STUDENTS,
        transactionsPerStudent: 12,
      });
      const schoolId = seeded.schoolId;
      // The schedule bills a student from the month they joined: they joined when the session began.
      await db
        .update(student)
        .set({ createdAt: new Date("2025-04-01T09:00:00+05:30") })
        .where(eq(student.schoolId, schoolId));
      const [tuition] = await db
        .select({ id: feeHead.id })
        .from(feeHead)
        .where(and(eq(feeHead.schoolId, schoolId), eq(feeHead.code, "tuition")));
      const students = await db
        .select({ id: student.id })
        .from(student)
        .where(eq(student.schoolId, schoolId))
        .orderBy(student.id)
        .limit(CONCESSIONS);
      await db.insert(studentConcession).values(
        students.map((s, i) => ({
          schoolId,
          studentId: s.id,
          feeHeadId: tuition!.id,
          kind: i % 3 === 0 ? ("amount" as const) : ("percent" as const),
          amountPaise: i % 3 === 0 ? 20_000n : null,
          percent: i % 3 === 0 ? null : i % 3 === 1 ? "100" : "50",
          category: i % 3 === 1 ? ("rte" as const) : ("staff-ward" as const),
          updatedBy: seeded.userId,
        })),
      );
      await db.insert(feePlan).values({
        schoolId,
        ledgerId: seeded.ledgerIds[0]!,
        description: "Tuition",
        amountPaise: 50_000n,
        feeHeadId: tuition!.id,
        schedule: "monthly",
        dayOfMonth: 5,
        lateFine: { graceDays: 10, kind: "per-day", amountPaise: 500, capPaise: 10_000 },
        createdBy: seeded.userId,
        createdAt: new Date("2025-10-01T09:00:00+05:30"),
      });
      // October is posted (untimed); nobody pays it.
      await postScheduledFees(db, "2025-10-05");
      await db.execute(sql`vacuum analyze`);
      // 16 November: November falls due… and October's fines grow (its grace ended on the 15th).
      const started = performance.now();
      const result = await postScheduledFees(db, "2025-11-16");
      timings.push(performance.now() - started);
      if (result.failures.length > 0) throw result.failures[0]!.error;
      // The next hour's run fines the month just caught up (its grace ended on the 15th too): fines
      // are worked out before the postings of the same run (post-scheduled-fees.ts).
      const nextStarted = performance.now();
      const next = await postScheduledFees(db, "2025-11-16");
      nextTimings.push(performance.now() - nextStarted);
      if (next.failures.length > 0) throw next.failures[0]!.error;
      last = { ...result, nextFined: next.fined };
    } finally {
      await connection.close();
      await dropDatabase(name);
    }
  }
  const p50 = median(timings);
  report("Dues rows written by the timed run", String(last.posted));
  report("Late fine rows written by the timed run", String(last.fined));
  reportAgainstGoal("Scheduler run (post a month + fines) median", p50, GOAL_MS);
  report("Runs", timings.map((t) => `${t.toFixed(0)} ms`).join(", "));
  report("Late fine rows the next hour's run wrote (the caught-up month)", String(last.nextFined));
  reportAgainstGoal("The next hour's run median", median(nextTimings), GOAL_MS);
  reportMachineLoad();
}
