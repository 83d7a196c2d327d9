import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Ledger } from "../../shared/api/ledger";
import { addLedger, addStudent, addTransaction, dataOf, directorWithSchool, type Director } from "../test/fixtures";
import { createTestApp } from "../test/test-app";
import { describeEachDatabase } from "../test/test-database";
import { selectRows } from "./select-rows";

/** Migration 0003's triggers keep `ledger.student_count` and `student.transaction_count`. */
describeEachDatabase("kept counts", (database) => {
  let api: ReturnType<typeof createTestApp>;
  let director: Director;
  beforeAll(async () => {
    api = createTestApp(database().db);
    director = await directorWithSchool(api);
  });

  /** Every kept counter of the school next to a fresh count; the test expects each pair to agree. */
  async function keptAndCounted() {
    const { db } = database();
    const schoolId = director.school._id;
    const ledgers = await selectRows<{ id: string; kept: number; counted: number }>(
      db,
      sql`select l.id, l.student_count as kept, (select count(*)::int from student s where s.school_id = l.school_id and s.ledger_id = l.id) as counted
          from ledger l where l.school_id = ${schoolId} order by l.id`,
    );
    const students = await selectRows<{ id: string; kept: number; counted: number }>(
      db,
      sql`select s.id, s.transaction_count as kept, (select count(*)::int from fee_transaction t where t.school_id = s.school_id and t.student_id = s.id) as counted
          from student s where s.school_id = ${schoolId} order by s.id`,
    );
    return { ledgers, students };
  }

  async function expectCountsTrue() {
    const { ledgers, students } = await keptAndCounted();
    for (const row of [...ledgers, ...students]) expect(row.kept, row.id).toBe(row.counted);
    return { ledgers, students };
  }

  const ledgerCount = async (ledger: Ledger) =>
    (await dataOf<Ledger[]>(await api.call("GET", `/api/v1/ledger/${director.school._id}`, director.headers))).find(
      (l) => l._id === ledger._id,
    )!;

  it("follows adds, deletes, moves and bulk inserts of students and transactions", async () => {
    const { db } = database();
    const a = await addLedger(api, director, "Class 6");
    const b = await addLedger(api, director, "Class 7");
    const first = await addStudent(api, director, a, { initialCourseFee: 500 });
    const second = await addStudent(api, director, a, { rollNumber: "2" });
    // A Dues entry: money received is cancelled, never deleted (issue 28).
    const charge = await addTransaction(api, director, second, { amount: 200 });
    await addTransaction(api, director, second);
    expect(await ledgerCount(a)).toMatchObject({ studentCount: 2, transactionCount: 3 });
    await expectCountsTrue();

    // Deleting a transaction, moving a student (and its transactions) to another ledger.
    expect((await api.call("DELETE", `/api/v1/transactions/${charge._id}`, director.headers)).status).toBe(200);
    await api.call("PUT", `/api/v1/student/${second._id}`, director.headers, {
      name: "Moved",
      phoneNumber: "9876543210",
      ledgerOwnerId: b._id,
    });
    expect(await ledgerCount(a)).toMatchObject({ studentCount: 1, transactionCount: 1 });
    expect(await ledgerCount(b)).toMatchObject({ studentCount: 1, transactionCount: 1 });

    // A bulk insert of many rows in one statement, and an edit that changes no parent.
    await db.execute(sql`insert into fee_transaction (school_id, student_id, amount_paise, type, transaction_date)
      select ${director.school._id}, ${first._id}, 100 * g, 'debit', '2025-05-01' from generate_series(1, 25) g`);
    await db.execute(sql`update fee_transaction set description = 'Bus fee' where student_id = ${first._id}`);
    expect(
      await dataOf<{ transactionCount: number }>(
        await api.call("GET", `/api/v1/student/${first._id}`, director.headers),
      ),
    ).toMatchObject({
      transactionCount: 26,
    });
    await expectCountsTrue();

    // Deleting a student takes its transactions (cascade); deleting a ledger takes its students.
    expect((await api.call("DELETE", `/api/v1/student/${first._id}`, director.headers)).status).toBe(200);
    expect(await ledgerCount(a)).toMatchObject({ studentCount: 0, transactionCount: 0 });
    expect((await api.call("DELETE", `/api/v1/ledger/${b._id}`, director.headers)).status).toBe(200);
    const { ledgers, students } = await expectCountsTrue();
    expect(ledgers.map((l) => l.id)).toEqual([a._id]);
    expect(students).toEqual([]);
  });
});
