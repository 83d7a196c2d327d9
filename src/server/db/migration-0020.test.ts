import { expect } from "vitest";
import { itMigratesOnBothDatabases, type MigrationCheck } from "../test/migration-harness";

/** Migrations 0000–0019: allocations without their head. */
const BEFORE_0020 = 20;

const A = "00000000-0000-0000-0000-00000000000a";
const id = (n: number) => `00000000-0000-0000-0000-${String(n).padStart(12, "0")}`;
const TUITION = id(801);
const EXAM = id(802);

/** A ₹800 payment settling a ₹500 tuition charge and ₹300 of an exam charge, from before 0020. */
const OLD_DATA = `
  insert into "user" (id, name, email) values ('u1', 'A', 'a@x');
  insert into school (id, code, owner_user_id, name, director_name, contact_number, address) values
    ('${A}', 'AAAA2222', 'u1', 'A', 'A', '9876543210', 'x');
  insert into fee_head (id, school_id, name) values ('${TUITION}', '${A}', 'Tuition X'), ('${EXAM}', '${A}', 'Exam X');
  insert into ledger (id, school_id, name, class_name, session_year) values ('${id(901)}', '${A}', 'Class 5', '5', '2025-26');
  insert into student (id, school_id, ledger_id, serial, name, phone_number) values
    ('${id(1)}', '${A}', '${id(901)}', 1, 'Asha', '9876543210');
  insert into fee_transaction (id, school_id, student_id, amount_paise, type, transaction_date, fee_head_id, receipt_no) values
    ('${id(11)}', '${A}', '${id(1)}', 50000, 'debit', '2025-05-01', '${TUITION}', null),
    ('${id(12)}', '${A}', '${id(1)}', 50000, 'debit', '2025-05-01', '${EXAM}', null),
    ('${id(21)}', '${A}', '${id(1)}', 80000, 'credit', '2025-05-10', null, '2025-26/0001');
  insert into payment_allocation (school_id, payment_id, charge_id, amount_paise) values
    ('${A}', '${id(21)}', '${id(11)}', 50000),
    ('${A}', '${id(21)}', '${id(12)}', 30000);
`;

const HEADS = `select charge_id::text as charge, fee_head_id::text as head from payment_allocation order by charge_id`;

const checkMigration: MigrationCheck = async (query, exec, migrateAll) => {
  await exec(OLD_DATA);
  await migrateAll();
  expect(await query(HEADS)).toEqual([
    { charge: id(11), head: TUITION },
    { charge: id(12), head: EXAM },
  ]);
  // The charge's head changed: its allocations follow (ON UPDATE CASCADE).
  await exec(`update fee_transaction set fee_head_id = '${TUITION}' where id = '${id(12)}'`);
  expect(await query(HEADS)).toEqual([
    { charge: id(11), head: TUITION },
    { charge: id(12), head: TUITION },
  ]);
  // An allocation naming another head than its charge's, or none, is refused.
  await exec(`delete from payment_allocation where charge_id = '${id(12)}'`);
  await expect(
    exec(`insert into payment_allocation (school_id, payment_id, charge_id, fee_head_id, amount_paise)
          values ('${A}', '${id(21)}', '${id(12)}', '${EXAM}', 30000)`),
  ).rejects.toThrow(/payment_allocation_charge_head_fk/);
  await expect(
    exec(`insert into payment_allocation (school_id, payment_id, charge_id, amount_paise)
          values ('${A}', '${id(21)}', '${id(12)}', 30000)`),
  ).rejects.toThrow(/fee_head_id/);
  // Deleting the charge still takes its allocations with it.
  await exec(`delete from fee_transaction where id = '${id(11)}'`);
  expect(await query(HEADS)).toEqual([]);
};

itMigratesOnBothDatabases(
  "gives old allocations their charge's head and keeps it equal to it (migration 0020)",
  BEFORE_0020,
  checkMigration,
);
