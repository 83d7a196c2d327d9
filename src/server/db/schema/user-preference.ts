import { sql } from "drizzle-orm";
import { check, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

/** A person's own choices, kept on the account so every device they sign in on follows them. */
export const userPreference = pgTable(
  "user_preference",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    language: text("language", { enum: ["en", "hi"] }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("user_preference_language_valid", sql`${t.language} in ('en', 'hi')`)],
);
