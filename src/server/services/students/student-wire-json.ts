import { sql } from "drizzle-orm";
import { countedEntrySql } from "../dues/counted-entry-sql";

/**
 * A student's (aliased `s`) Dues minus Received in paise, summed over their transactions through the
 * (school, student, date) index: the list's balance column and its "Owes money" filter are this one
 * aggregate, inside the page's own statement rather than a call per row.
 */
export const studentBalancePaise = sql`(select coalesce(sum(case when t.type = 'debit' then t.amount_paise else -t.amount_paise end), 0)
  from fee_transaction t where t.school_id = s.school_id and t.student_id = s.id and ${countedEntrySql("t")})`;

/**
 * A `student` row (aliased `s`) as the API's Student object: select these columns in a subquery and
 * let PostgreSQL render it with `row_to_json`/`json_agg`. Reads send that text on as it is — parsing
 * rows into objects and serialising them again was most of the server's work on a page of 100
 * students. (JSON renders dates as YYYY-MM-DD whatever the server's DateStyle.)
 */
export const studentWireColumns = sql`s.id as "_id",
  s.name,
  s.father_name as "fatherName",
  s.mother_name as "motherName",
  coalesce(to_json(s.date_of_birth), '""') as "dateOfBirth",
  s.roll_number as "rollNumber",
  s.phone_number as "phoneNumber",
  s.address,
  s.ledger_id as "ledgerOwnerId",
  s.school_id as "schoolOwnerId",
  s.transaction_count as "transactionCount",
  (${studentBalancePaise})::float8 / 100 as "balance",
  (select ph.version from student_photo ph where ph.school_id = s.school_id and ph.student_id = s.id) as "photoVersion"`;
