import { sql } from "drizzle-orm";

/**
 * A `student` row (aliased `s`) as the API's Student object: select these columns in a subquery and
 * let PostgreSQL render it with `row_to_json`/`json_agg`. Reads send that text on as it is — parsing
 * rows into objects and serialising them again was most of the server's work on a page of 100
 * students. Timestamps use JavaScript's `toISOString()` form.
 */
export const studentWireColumns = sql`s.id as "_id",
  s.name,
  s.father_name as "fatherName",
  s.mother_name as "motherName",
  coalesce(to_char(s.date_of_birth, 'YYYY-MM-DD'), '') as "dateOfBirth",
  s.roll_number as "rollNumber",
  s.phone_number as "phoneNumber",
  s.address,
  s.ledger_id as "ledgerOwnerId",
  s.school_id as "schoolOwnerId",
  (select count(*)::int from fee_transaction ft where ft.school_id = s.school_id and ft.student_id = s.id) as "transactionCount",
  to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
  to_char(s.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt"`;
