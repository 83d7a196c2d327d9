import fc from "fast-check";
import { expect, it } from "vitest";
import { paiseToRupees } from "../../../shared/money";
import { feeTransaction, ledger, school, student, user } from "../../db/schema";
import { describeEachDatabase } from "../../test/test-database";
import { getDuesSummary } from "./get-dues-summary";
import { listDefaulters } from "./list-defaulters";

const LEDGERS = 3;
// Session 2025-26 plus a month either side, which the monthly chart must leave out.
const DATES = ["2025-03-15", "2025-04-01", "2025-07-20", "2025-12-31", "2026-03-31", "2026-04-01"];

const transactionArbitrary = fc.record({
  credit: fc.boolean(),
  paise: fc.bigInt({ min: 1n, max: 10_000_000n }),
  date: fc.constantFrom(...DATES),
});
const schoolArbitrary = fc.array(
  fc.record({ ledger: fc.nat(LEDGERS - 1), transactions: fc.array(transactionArbitrary, { maxLength: 6 }) }),
  { maxLength: 12 },
);
type ModelSchool = typeof schoolArbitrary extends fc.Arbitrary<infer T> ? T : never;

/** The obvious arithmetic, student by student, that the one-statement queries must agree with. */
function model(students: ModelSchool) {
  const balances = students.map((s, index) => {
    const charged = s.transactions.filter((t) => !t.credit).reduce((sum, t) => sum + t.paise, 0n);
    const received = s.transactions.filter((t) => t.credit).reduce((sum, t) => sum + t.paise, 0n);
    const payments = s.transactions
      .filter((t) => t.credit)
      .map((t) => t.date)
      .sort();
    return {
      name: `s${String(index).padStart(2, "0")}`,
      ledger: s.ledger,
      charged,
      received,
      owes: charged - received,
      lastPayment: payments.at(-1) ?? null,
    };
  });
  const ledgers = Array.from({ length: LEDGERS }, (_, l) => {
    const mine = balances.filter((b) => b.ledger === l);
    const sum = (pick: (b: (typeof mine)[number]) => bigint) => mine.reduce((total, b) => total + pick(b), 0n);
    return {
      charged: sum((b) => b.charged),
      received: sum((b) => b.received),
      outstanding: sum((b) => (b.owes > 0n ? b.owes : 0n)),
      defaulters: mine.filter((b) => b.owes > 0n).length,
    };
  });
  const defaulters = balances
    .filter((b) => b.owes > 0n)
    .sort((a, b) => (a.owes === b.owes ? a.name.localeCompare(b.name) : a.owes > b.owes ? -1 : 1));
  return { ledgers, defaulters };
}

describeEachDatabase("dues arithmetic", (database) => {
  it("agrees with a student-by-student model for any school", async () => {
    const { db } = database();
    await fc.assert(
      fc.asyncProperty(schoolArbitrary, async (students) => {
        const userId = crypto.randomUUID();
        await db.insert(user).values({ id: userId, name: "D", email: `${userId}@example.com` });
        const [own] = await db
          .insert(school)
          .values({
            code: userId.slice(0, 8),
            ownerUserId: userId,
            name: "S",
            directorName: "D",
            contactNumber: "9876543210",
            address: "A",
          })
          .returning();
        const ledgerRows = await db
          .insert(ledger)
          .values(
            Array.from({ length: LEDGERS }, (_, i) => ({
              schoolId: own!.id,
              name: `L${i}`,
              className: "1",
              sessionYear: "2025-26",
              createdAt: new Date(Date.UTC(2025, 0, i + 1)),
            })),
          )
          .returning();
        for (const [index, s] of students.entries()) {
          const [row] = await db
            .insert(student)
            .values({
              schoolId: own!.id,
              ledgerId: ledgerRows[s.ledger]!.id,
              serial: index + 1,
              name: `s${String(index).padStart(2, "0")}`,
              phoneNumber: "9876543210",
            })
            .returning();
          if (s.transactions.length > 0) {
            await db.insert(feeTransaction).values(
              s.transactions.map((t) => ({
                schoolId: own!.id,
                studentId: row!.id,
                amountPaise: t.paise,
                type: t.credit ? ("credit" as const) : ("debit" as const),
                transactionDate: t.date,
              })),
            );
          }
        }

        const expected = model(students);
        const summary = await getDuesSummary(db, own!.id, "2025-26");
        expect(summary.ledgers.map(({ ledgerId: _id, ledgerName: _name, ...rest }) => rest)).toEqual(
          expected.ledgers.map((l) => ({
            charged: paiseToRupees(l.charged),
            received: paiseToRupees(l.received),
            outstanding: paiseToRupees(l.outstanding),
            defaulters: l.defaulters,
          })),
        );
        const all = students.flatMap((s) => s.transactions);
        const inSession = all.filter((t) => t.date >= "2025-04-01" && t.date <= "2026-03-31");
        const monthTotal = (credit: boolean) =>
          paiseToRupees(inSession.filter((t) => t.credit === credit).reduce((sum, t) => sum + t.paise, 0n));
        expect(summary.months.reduce((sum, m) => sum + m.received * 100, 0) / 100).toBeCloseTo(monthTotal(true), 2);
        expect(summary.months.reduce((sum, m) => sum + m.charged * 100, 0) / 100).toBeCloseTo(monthTotal(false), 2);
        expect(summary.outstanding).toBe(paiseToRupees(expected.ledgers.reduce((sum, l) => sum + l.outstanding, 0n)));

        const listed = await listDefaulters(db, own!.id, {});
        expect(listed.data.map((d) => [d.name, d.outstanding, d.lastPaymentDate])).toEqual(
          expected.defaulters.map((d) => [d.name, paiseToRupees(d.owes), d.lastPayment]),
        );
      }),
      { numRuns: 12 },
    );
  }, 120_000);
});
