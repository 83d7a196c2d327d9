import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
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
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
