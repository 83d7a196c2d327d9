import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { activityActions, activityEntities } from "../../../shared/api/activity";
import { user } from "./auth";
import { school } from "./school";

export const memberRoles = ["owner", "staff"] as const;
export type MemberRole = (typeof memberRoles)[number];

/**
 * Who may act for a school. `user_id` is unique: a user belongs to at most one school, as its
 * owner (the row created with the school) or as staff (the row an accepted invitation creates).
 */
export const schoolMember = pgTable(
  "school_member",
  {
    schoolId: uuid("school_id")
      .notNull()
      .references(() => school.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role", { enum: memberRoles }).notNull(),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.userId] }),
    check("school_member_role_valid", sql`${t.role} in ('owner', 'staff')`),
  ],
);

export const invitationStatuses = ["pending", "accepted", "declined", "revoked"] as const;

/** An owner's invitation to an e-mail address; usable while pending and before `expires_at`. */
export const invitation = pgTable(
  "invitation",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    schoolId: uuid("school_id")
      .notNull()
      .references(() => school.id, { onDelete: "cascade" }),
    /** Stored lower-case: e-mail addresses are matched without regard to case. */
    email: text("email").notNull(),
    status: text("status", { enum: invitationStatuses }).notNull().default("pending"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("invitation_school_id_id_key").on(t.schoolId, t.id),
    index("invitation_email_idx").on(t.email, t.status),
    check("invitation_status_valid", sql`${t.status} in ('pending', 'accepted', 'declined', 'revoked')`),
  ],
);

/**
 * Append-only record of every write: who (user id and the e-mail they had then), what, when.
 * Written by the services in the same database transaction as the change it describes.
 */
export const activityLog = pgTable(
  "activity_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    schoolId: uuid("school_id")
      .notNull()
      .references(() => school.id, { onDelete: "cascade" }),
    // Kept when the user is gone: the history must still say who did it.
    userId: text("user_id").notNull(),
    email: text("email").notNull(),
    action: text("action", { enum: activityActions }).notNull(),
    entity: text("entity", { enum: activityEntities }).notNull(),
    entityId: text("entity_id").notNull(),
    /** The student the change concerns, if any, so the log can be filtered by student. */
    studentId: uuid("student_id"),
    /** `@<code>` of the entry's words (shared/rules/activity-texts.ts); English text in rows from before codes. */
    summary: text("summary").notNull(),
    /** The code's parameters; null in rows written before codes, whose summary is shown as stored. */
    params: jsonb("params").$type<Record<string, string | number>>(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("activity_log_school_at_idx").on(t.schoolId, t.at, t.id),
    index("activity_log_school_user_at_idx").on(t.schoolId, t.userId, t.at),
    index("activity_log_school_student_at_idx").on(t.schoolId, t.studentId, t.at),
  ],
);
