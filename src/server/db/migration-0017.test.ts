import { expect } from "vitest";
import { itMigratesOnBothDatabases, type MigrationCheck } from "../test/migration-harness";

/** Migrations 0000–0016: the shapes before fee heads. */
const BEFORE_0017 = 17;

const A = "00000000-0000-0000-0000-00000000000a";
const B = "00000000-0000-0000-0000-00000000000b";
const id = (n: number) => `00000000-0000-0000-0000-${String(n).padStart(12, "0")}`;

/** Every old shape of a row: charges, payments, opening and previous balances, carries both ways, advances. */
const OLD_DATA = `
  insert into "user" (id, name, email) values ('u1', 'A', 'a@x'), ('u2', 'B', 'b@x');
  insert into school (id, code, owner_user_id, name, director_name, contact_number, address) values
    ('${A}', 'AAAA2222', 'u1', 'A', 'A', '9876543210', 'x'),
    ('${B}', 'BBBB2222', 'u2', 'B', 'B', '9876543210', 'x');
  insert into ledger (id, school_id, name, class_name, session_year) values
    ('${id(901)}', '${A}', 'Class 5 2024-25', '5', '2024-25'),
    ('${id(902)}', '${A}', 'Class 6 2025-26', '6', '2025-26'),
    ('${id(903)}', '${B}', 'Class 1 2025-26', '1', '2025-26');
  insert into student (id, school_id, ledger_id, serial, name, phone_number) values
    ('${id(1)}', '${A}', '${id(901)}', 1, 'Old owes', '9876543210'),
    ('${id(2)}', '${A}', '${id(901)}', 2, 'Old ahead', '9876543210'),
    ('${id(3)}', '${A}', '${id(902)}', 3, 'New owes', '9876543210'),
    ('${id(4)}', '${A}', '${id(902)}', 4, 'New ahead', '9876543210'),
    ('${id(5)}', '${A}', '${id(902)}', 5, 'Imported', '9876543210'),
    ('${id(6)}', '${B}', '${id(903)}', 1, 'Other school', '9876543210');
  insert into fee_transaction (school_id, student_id, amount_paise, description, type, transaction_date, receipt_no, carried_to_student_id) values
    ('${A}', '${id(1)}', 100000, 'Tuition', 'debit', '2024-05-01', null, null),
    ('${A}', '${id(1)}', 20000, '', 'credit', '2024-06-01', '2024-25/0001', null),
    ('${A}', '${id(1)}', 80000, '@carried-to:Class 6 2025-26', 'credit', '2025-04-01', null, '${id(3)}'),
    ('${A}', '${id(2)}', 30000, '', 'credit', '2024-06-01', '2024-25/0002', null),
    ('${A}', '${id(2)}', 30000, '@carried-to:Class 6 2025-26', 'debit', '2025-04-01', null, '${id(4)}'),
    ('${A}', '${id(3)}', 80000, '@previous-balance:2024-25', 'debit', '2025-04-01', null, null),
    ('${A}', '${id(3)}', 50050, 'Exam', 'debit', '2025-07-01', null, null),
    ('${A}', '${id(4)}', 30000, '@advance-from:2024-25', 'credit', '2025-04-01', null, null),
    ('${A}', '${id(4)}', 12345, 'Books', 'debit', '2025-08-01', null, null),
    ('${A}', '${id(5)}', 5000, '@opening-balance', 'debit', '2025-04-02', null, null),
    ('${A}', '${id(5)}', 1000, '', 'credit', '2025-05-02', '2025-26/0001', null),
    ('${B}', '${id(6)}', 70000, 'Tuition', 'debit', '2025-05-01', null, null);
`;

const BALANCES = `
  select s.name, sum(case when t.type = 'debit' then t.amount_paise else -t.amount_paise end)::text as balance
    from student s join fee_transaction t on t.school_id = s.school_id and t.student_id = s.id
   group by s.name order by s.name`;

// Each Dues row's head after the migration: the school's own Other / Opening balance, never another school's.
const HEADS = `
  select t.description, t.type, h.code, h.school_id = t.school_id as own_school, t.concession_paise::text as concession
    from fee_transaction t left join fee_head h on h.id = t.fee_head_id
   order by t.school_id, t.student_id, t.transaction_date, t.description`;

const EXPECTED_HEADS = [
  ["Tuition", "debit", "other"],
  ["", "credit", null],
  ["@carried-to:Class 6 2025-26", "credit", null],
  ["", "credit", null],
  ["@carried-to:Class 6 2025-26", "debit", "other"],
  ["@previous-balance:2024-25", "debit", "opening-balance"],
  ["Exam", "debit", "other"],
  ["@advance-from:2024-25", "credit", null],
  ["Books", "debit", "other"],
  ["@opening-balance", "debit", "opening-balance"],
  ["", "credit", null],
  ["Tuition", "debit", "other"],
];

const checkMigration: MigrationCheck = async (query, exec, migrateAll) => {
  await exec(OLD_DATA);
  const before = await query<{ name: string; balance: string }>(BALANCES);
  await migrateAll();
  expect(await query(BALANCES)).toEqual(before);
  expect(before).toContainEqual({ name: "Imported", balance: "4000" });
  const heads = await query<{ description: string; type: string; code: string | null; own_school: boolean | null }>(
    HEADS,
  );
  expect(heads.map((h) => [h.description, h.type, h.code])).toEqual(EXPECTED_HEADS);
  expect(heads.every((h) => h.own_school !== false)).toBe(true);
  expect(heads.every((h) => (h as { concession?: string }).concession === "0")).toBe(true);
  // Both schools got the eight heads.
  const counts = await query<{ school_id: string; heads: number }>(
    `select school_id, count(*)::int as heads from fee_head group by school_id order by school_id`,
  );
  expect(counts).toEqual([
    { school_id: A, heads: 8 },
    { school_id: B, heads: 8 },
  ]);
};

itMigratesOnBothDatabases(
  "keeps every student's balance and gives old Dues the Other or Opening balance head (migration 0017)",
  BEFORE_0017,
  checkMigration,
);
