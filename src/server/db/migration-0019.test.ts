import { expect } from "vitest";
import { itMigratesOnBothDatabases, type MigrationCheck } from "../test/migration-harness";

/** Migrations 0000–0018: waivers without their amount. */
const BEFORE_0019 = 19;

const A = "00000000-0000-0000-0000-00000000000a";
const B = "00000000-0000-0000-0000-00000000000b";
const id = (n: number) => `00000000-0000-0000-0000-${String(n).padStart(12, "0")}`;

/**
 * Four waived charges: one whose fine row is still there (₹35), one known only from its activity
 * entry (₹20.50, the latest of two entries), one with only another kind of entry (stays null), and
 * one in school B read from school B's own entry.
 */
const OLD_DATA = `
  insert into "user" (id, name, email) values ('u1', 'A', 'a@x'), ('u2', 'B', 'b@x');
  insert into school (id, code, owner_user_id, name, director_name, contact_number, address) values
    ('${A}', 'AAAA2222', 'u1', 'A', 'A', '9876543210', 'x'),
    ('${B}', 'BBBB2222', 'u2', 'B', 'B', '9876543210', 'x');
  insert into ledger (id, school_id, name, class_name, session_year) values
    ('${id(901)}', '${A}', 'Class 5', '5', '2025-26'),
    ('${id(902)}', '${B}', 'Class 1', '1', '2025-26');
  insert into student (id, school_id, ledger_id, serial, name, phone_number) values
    ('${id(1)}', '${A}', '${id(901)}', 1, 'Asha', '9876543210'),
    ('${id(2)}', '${B}', '${id(902)}', 1, 'Bina', '9876543210');
  insert into fee_transaction (id, school_id, student_id, amount_paise, type, transaction_date, fine_for_id) values
    ('${id(11)}', '${A}', '${id(1)}', 50000, 'debit', '2025-05-01', null),
    ('${id(12)}', '${A}', '${id(1)}', 50000, 'debit', '2025-06-01', null),
    ('${id(13)}', '${A}', '${id(1)}', 50000, 'debit', '2025-07-01', null),
    ('${id(14)}', '${B}', '${id(2)}', 50000, 'debit', '2025-05-01', null),
    ('${id(21)}', '${A}', '${id(1)}', 3500, 'debit', '2025-05-20', '${id(11)}');
  insert into late_fine_waiver (school_id, charge_id, reason, waived_by) values
    ('${A}', '${id(11)}', 'Posted fine kept', 'u1'),
    ('${A}', '${id(12)}', 'Known from the log', 'u1'),
    ('${A}', '${id(13)}', 'No trace', 'u1'),
    ('${B}', '${id(14)}', 'Other school', 'u2');
  insert into activity_log (school_id, user_id, email, action, entity, entity_id, summary, params, at) values
    ('${A}', 'u1', 'a@x', 'update', 'transaction', '${id(12)}', '@lateFineWaived', '{"student":"Asha","amount":5,"reason":"x"}', '2025-06-01'),
    ('${A}', 'u1', 'a@x', 'update', 'transaction', '${id(12)}', '@lateFineWaived', '{"student":"Asha","amount":20.5,"reason":"x"}', '2025-06-02'),
    ('${A}', 'u1', 'a@x', 'update', 'transaction', '${id(13)}', '@receiptCancelled', '{"amount":99}', '2025-06-02'),
    ('${B}', 'u2', 'b@x', 'update', 'transaction', '${id(14)}', '@lateFineWaived', '{"student":"Bina","amount":7,"reason":"x"}', '2025-06-02');
`;

const WAIVERS = `select reason, amount_paise::text as amount from late_fine_waiver order by reason`;

const checkMigration: MigrationCheck = async (query, exec, migrateAll) => {
  await exec(OLD_DATA);
  await migrateAll();
  expect(await query(WAIVERS)).toEqual([
    { reason: "Known from the log", amount: "2050" },
    { reason: "No trace", amount: null },
    { reason: "Other school", amount: "700" },
    { reason: "Posted fine kept", amount: "3500" },
  ]);
  const indexes = await query<{ indexname: string }>(
    `select indexname from pg_indexes where tablename = 'fee_transaction' and indexname in
       ('fee_transaction_fee_plan_idx', 'fee_transaction_day_book_idx', 'fee_transaction_cancelled_idx')
     order by indexname`,
  );
  expect(indexes.map((i) => i.indexname)).toEqual([
    "fee_transaction_cancelled_idx",
    "fee_transaction_day_book_idx",
    "fee_transaction_fee_plan_idx",
  ]);
};

itMigratesOnBothDatabases(
  "gives old late-fine waivers their amount from the fine row or the activity entry (migration 0019)",
  BEFORE_0019,
  checkMigration,
);
