import { getTableColumns, sql } from "drizzle-orm";
import { feeTransaction, student } from "../../db/schema";

/** The student's columns plus how many transactions it has (index-backed count per row). */
export const studentWithTransactionCount = {
  ...getTableColumns(student),
  transactionCount: sql<number>`(select count(*)::int from ${feeTransaction} where ${feeTransaction.schoolId} = ${student.schoolId} and ${feeTransaction.studentId} = ${student.id})`,
};
