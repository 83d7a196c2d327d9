import { sql } from "drizzle-orm";
import type { Transaction } from "../../db/database";
import { selectRows } from "../../db/select-rows";
import { ServiceError } from "../errors";

/** A student already continued in a later ledger is not rolled over again (decision 0042). */
export class AlreadyRolledOverError extends ServiceError {
  constructor(names: readonly string[]) {
    const shown = names.slice(0, 5).join(", ") + (names.length > 5 ? ` and ${names.length - 5} more` : "");
    // Each name is an issue too, for the dialog to list in the reader's language.
    super(
      409,
      "ALREADY_ROLLED_OVER",
      `Already moved to the next session: ${shown}.`,
      names.map((name) => ({ path: "studentIds", message: name })),
    );
  }
}

/**
 * Refuses when any of the students was rolled over before: a later student continues it, or (rows
 * settled by migration 0015 without a recognisable copy) its balance was carried out already. The
 * caller holds the old ledger's row lock, so two rollovers of one ledger see each other's students;
 * the unique index on student.rolled_from_student_id stands behind this check.
 */
export async function refuseMovedStudents(
  tx: Transaction,
  schoolId: string,
  students: readonly { id: string; name: string }[],
): Promise<void> {
  if (students.length === 0) return;
  const ids = sql.join(
    students.map((student) => sql`${student.id}::uuid`),
    sql`, `,
  );
  const moved = await selectRows<{ id: string }>(
    tx,
    sql`select rolled_from_student_id as id from student
          where school_id = ${schoolId} and rolled_from_student_id in (${ids})
        union
        select student_id from fee_transaction
          where school_id = ${schoolId} and carried_to_student_id is not null and student_id in (${ids})`,
  );
  if (moved.length === 0) return;
  const movedIds = new Set(moved.map((row) => row.id));
  throw new AlreadyRolledOverError(students.filter((student) => movedIds.has(student.id)).map((s) => s.name));
}
