import { count, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { feeTransaction, student } from "../../db/schema";
import { describeEachDatabase } from "../../test/test-database";
import { listStudents } from "../students/list-students";
import { seedDemoSchool } from "./seed-demo-school";

describeEachDatabase("seedDemoSchool", (database) => {
  it("creates the requested students and transactions, and reuses the user's school", async () => {
    const { db } = database();
    const first = await seedDemoSchool(db, {
      email: "seed@example.com",
      ledgers: 2,
      studentsPerLedger: 30,
      transactionsPerStudent: 4,
    });
    expect(first).toMatchObject({ students: 60, transactions: 240 });
    const second = await seedDemoSchool(db, {
      email: "seed@example.com",
      ledgers: 1,
      studentsPerLedger: 5,
      transactionsPerStudent: 0,
    });
    expect(second.schoolId).toBe(first.schoolId);
    const [{ value: students } = { value: 0 }] = await db
      .select({ value: count() })
      .from(student)
      .where(eq(student.schoolId, first.schoolId));
    const [{ value: transactions } = { value: 0 }] = await db
      .select({ value: count() })
      .from(feeTransaction)
      .where(eq(feeTransaction.schoolId, first.schoolId));
    expect([Number(students), Number(transactions)]).toEqual([65, 240]);
    const page = await listStudents(db, first.schoolId, first.ledgerIds[0]!, { page: 1, limit: 100 });
    expect(JSON.parse(page.studentsJson)[0]).toMatchObject({ rollNumber: "1", transactionCount: 4 });
  });
});
