import { sql } from "drizzle-orm";
import { check, foreignKey, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { school } from "./school";

/**
 * A school's balance and expiries, kept beside the ledger of entries in the same transaction. The
 * CHECK is the last line of defence: spending is `coins = coins - n WHERE coins >= n`.
 */
export const wallet = pgTable(
  "wallet",
  {
    schoolId: uuid("school_id")
      .primaryKey()
      .references(() => school.id, { onDelete: "cascade" }),
    coins: integer("coins").notNull().default(0),
    premiumUntil: timestamp("premium_until", { withTimezone: true }),
    /** The companion (DL) app's premium: sold and recorded here, used there. */
    dlPremiumUntil: timestamp("dl_premium_until", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("wallet_coins_not_negative", sql`${t.coins} >= 0`)],
);

export const walletEntryKinds = ["purchase", "spend", "grant", "trial", "refund"] as const;

/** Append-only: every change of a wallet, once (the idempotency key is unique). */
export const walletEntry = pgTable(
  "wallet_entry",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    schoolId: uuid("school_id")
      .notNull()
      .references(() => wallet.schoolId, { onDelete: "cascade" }),
    kind: text("kind", { enum: walletEntryKinds }).notNull(),
    /** Signed: +200 for a pack, −1 for a print. */
    coins: integer("coins").notNull().default(0),
    days: integer("days").notNull().default(0),
    planId: text("plan_id"),
    /** The gateway's order id, for purchases. */
    orderId: text("order_id"),
    /** What a spend paid for (a print tool). */
    feature: text("feature"),
    actorUserId: text("actor_user_id"),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("wallet_entry_kind_valid", sql`${t.kind} in ('purchase', 'spend', 'grant', 'trial', 'refund')`),
    index("wallet_entry_school_idx").on(t.schoolId, t.createdAt),
  ],
);

export const paymentOrderStatuses = ["created", "paid", "failed"] as const;

/** One checkout: the plan and amount are fixed here by the server, never taken from the browser. */
export const paymentOrder = pgTable(
  "payment_order",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    schoolId: uuid("school_id")
      .notNull()
      .references(() => school.id, { onDelete: "cascade" }),
    gateway: text("gateway", { enum: ["razorpay", "development"] }).notNull(),
    gatewayOrderId: text("gateway_order_id").notNull().unique(),
    planId: text("plan_id").notNull(),
    amountPaise: integer("amount_paise").notNull(),
    currency: text("currency").notNull().default("INR"),
    status: text("status", { enum: paymentOrderStatuses }).notNull().default("created"),
    paymentId: text("payment_id"),
    /** Set when the gateway reported a payment that does not match the order; such an order never grants. */
    flag: text("flag"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("payment_order_status_valid", sql`${t.status} in ('created', 'paid', 'failed')`),
    check("payment_order_amount_positive", sql`${t.amountPaise} > 0`),
    index("payment_order_school_idx").on(t.schoolId, t.createdAt),
  ],
);

/** Every webhook delivery with a good signature, once per gateway event id: dedup and evidence. */
export const paymentEvent = pgTable(
  "payment_event",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    schoolId: uuid("school_id"),
    eventId: text("event_id").notNull().unique(),
    gatewayOrderId: text("gateway_order_id"),
    type: text("type").notNull(),
    rawBody: text("raw_body").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.schoolId], foreignColumns: [school.id], name: "payment_event_school_fk" }).onDelete(
      "cascade",
    ),
  ],
);
