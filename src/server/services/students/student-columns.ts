import { getTableColumns, sql } from "drizzle-orm";
import { student } from "../../db/schema";

/**
 * The student's columns plus how many transactions it has (an index-backed count per row). Written
 * with explicit aliases: drizzle renders columns unqualified here, which would bind to the subquery's table.
 */
export const studentWithTransactionCount = {
  ...getTableColumns(student),
  transactionCount: sql<number>`(select count(*)::int from "fee_transaction" as "ft" where "ft"."school_id" = "student"."school_id" and "ft"."student_id" = "student"."id")`,
};
