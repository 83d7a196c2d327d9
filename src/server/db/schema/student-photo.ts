import { customType, foreignKey, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { student } from "./student";

/** PostgreSQL `bytea` as a Uint8Array; both drivers hand back a Buffer, which is one. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

/**
 * A student's ID-card photo (a JPEG of at most 50 KB, shrunk by the browser). Its own table, not a
 * column of `student`: list pages, `row_to_json` and the transaction-count trigger touch student rows
 * all day and never need the bytes (see docs/decisions/0024-student-photos-in-their-own-table.md).
 */
export const studentPhoto = pgTable(
  "student_photo",
  {
    schoolId: uuid("school_id").notNull(),
    studentId: uuid("student_id").notNull(),
    jpeg: bytea("jpeg").notNull(),
    byteLength: integer("byte_length").notNull(),
    /** A hash of the bytes: the ETag, and the `photoVersion` that busts a browser's cached copy. */
    version: text("version").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.studentId], name: "student_photo_pkey" }),
    foreignKey({
      columns: [t.schoolId, t.studentId],
      foreignColumns: [student.schoolId, student.id],
      name: "student_photo_student_fk",
    }).onDelete("cascade"),
  ],
);
