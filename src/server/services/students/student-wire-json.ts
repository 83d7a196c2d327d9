import { sql } from "drizzle-orm";

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
  s.transaction_count as "transactionCount"`;
