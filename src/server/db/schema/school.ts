import { boolean, integer, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

/** The tenant. One per director (owner_user_id is unique); every other tenant row carries its id. */
export const school = pgTable("school", {
  id: uuid("id").primaryKey().defaultRandom(),
  code: text("code").notNull().unique(),
  ownerUserId: text("owner_user_id")
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  directorName: text("director_name").notNull(),
  contactNumber: text("contact_number").notNull(),
  address: text("address").notNull(),
  upiVpa: text("upi_vpa"),
  /** Days between a demand slip's date and its due date. */
  slipDueDays: smallint("slip_due_days").notNull().default(10),
  /** Last serial handed to a student of this school; the row lock on update serialises new students. */
  studentSerialCounter: integer("student_serial_counter").notNull().default(0),
  /** The WhatsApp reminder text in English and Hindi with {placeholders}; null means the default. */
  reminderTemplateEn: text("reminder_template_en"),
  reminderTemplateHi: text("reminder_template_hi"),
  /** The family reminder ({family} {children} {total} {link} {school}); null means the default. */
  familyReminderTemplateEn: text("family_reminder_template_en"),
  familyReminderTemplateHi: text("family_reminder_template_hi"),
  /** A reminder round skips a family reminded within this many days. */
  reminderSkipDays: smallint("reminder_skip_days").notNull().default(3),
  /** The owner lets staff close the day (count the cash drawer); otherwise only the owner does. */
  staffMayCloseDay: boolean("staff_may_close_day").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
