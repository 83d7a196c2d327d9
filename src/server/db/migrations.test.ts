import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { migrationsUpTo } from "../test/migration-harness";

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

it("numbers existing students per school in the order they were added when serials arrive", async () => {
  const client = await PGlite.create();
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder: migrationsUpTo(2) });
  await client.exec(`
    insert into "user" (id, name, email) values ('u1', 'A', 'a@x'), ('u2', 'B', 'b@x');
    insert into school (id, code, owner_user_id, name, director_name, contact_number, address) values
      ('00000000-0000-0000-0000-00000000000a', 'AAAA2222', 'u1', 'A', 'A', '9876543210', 'x'),
      ('00000000-0000-0000-0000-00000000000b', 'BBBB2222', 'u2', 'B', 'B', '9876543210', 'x');
    insert into ledger (id, school_id, name, class_name, session_year) values
      ('00000000-0000-0000-0000-0000000000a1', '00000000-0000-0000-0000-00000000000a', 'L', '1', '2025-26'),
      ('00000000-0000-0000-0000-0000000000b1', '00000000-0000-0000-0000-00000000000b', 'L', '1', '2025-26');
    insert into student (school_id, ledger_id, name, phone_number, created_at) values
      ('00000000-0000-0000-0000-00000000000a', '00000000-0000-0000-0000-0000000000a1', 'second', '9876543210', '2025-01-02'),
      ('00000000-0000-0000-0000-00000000000a', '00000000-0000-0000-0000-0000000000a1', 'first', '9876543210', '2025-01-01'),
      ('00000000-0000-0000-0000-00000000000b', '00000000-0000-0000-0000-0000000000b1', 'only', '9876543210', '2025-01-03');
  `);
  await migrate(db, { migrationsFolder });
  const students = await client.query<{ name: string; serial: number }>(
    `select name, serial from student order by name`,
  );
  expect(students.rows).toEqual([
    { name: "first", serial: 1 },
    { name: "only", serial: 1 },
    { name: "second", serial: 2 },
  ]);
  const schools = await client.query<{ code: string; student_serial_counter: number; slip_due_days: number }>(
    `select code, student_serial_counter, slip_due_days from school order by code`,
  );
  expect(schools.rows).toEqual([
    { code: "AAAA2222", student_serial_counter: 2, slip_due_days: 10 },
    { code: "BBBB2222", student_serial_counter: 1, slip_due_days: 10 },
  ]);
  await client.close();
});

it("makes every school's owner a member with the owner role when teams arrive", async () => {
  const client = await PGlite.create();
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder: migrationsUpTo(7) });
  await client.exec(`
    insert into "user" (id, name, email) values ('u1', 'A', 'a@x'), ('u2', 'B', 'b@x');
    insert into school (id, code, owner_user_id, name, director_name, contact_number, address) values
      ('00000000-0000-0000-0000-00000000000a', 'AAAA2222', 'u1', 'A', 'A', '9876543210', 'x'),
      ('00000000-0000-0000-0000-00000000000b', 'BBBB2222', 'u2', 'B', 'B', '9876543210', 'x');
  `);
  await migrate(db, { migrationsFolder });
  const members = await client.query<{ school_id: string; user_id: string; role: string }>(
    `select school_id, user_id, role from school_member order by user_id`,
  );
  expect(members.rows).toEqual([
    { school_id: "00000000-0000-0000-0000-00000000000a", user_id: "u1", role: "owner" },
    { school_id: "00000000-0000-0000-0000-00000000000b", user_id: "u2", role: "owner" },
  ]);
  await client.close();
}, 120_000);

it("settles balances carried by earlier rollovers and stores the carried texts as codes (migration 0015)", async () => {
  const client = await PGlite.create();
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder: migrationsUpTo(15) });
  const school = "00000000-0000-0000-0000-00000000000a";
  await client.exec(`
    insert into "user" (id, name, email) values ('u1', 'A', 'a@x');
    insert into school (id, code, owner_user_id, name, director_name, contact_number, address) values
      ('${school}', 'AAAA2222', 'u1', 'A', 'A', '9876543210', 'x');
    insert into ledger (id, school_id, name, class_name, session_year, created_at) values
      ('00000000-0000-0000-0000-0000000000a1', '${school}', 'Class 5 2025-26', '5', '2025-26', '2025-04-01'),
      ('00000000-0000-0000-0000-0000000000a2', '${school}', 'Class 6 2026-27', '6', '2026-27', '2026-04-01');
    insert into student (id, school_id, ledger_id, serial, name, father_name, roll_number, phone_number, created_at) values
      ('00000000-0000-0000-0000-000000000001', '${school}', '00000000-0000-0000-0000-0000000000a1', 1, 'Owes', 'F', '1', '9876543210', '2025-04-02'),
      ('00000000-0000-0000-0000-000000000002', '${school}', '00000000-0000-0000-0000-0000000000a1', 2, 'Ahead', 'F', '2', '9876543210', '2025-04-02'),
      ('00000000-0000-0000-0000-000000000003', '${school}', '00000000-0000-0000-0000-0000000000a1', 3, 'Imported', 'F', '3', '9876543210', '2025-04-02'),
      ('00000000-0000-0000-0000-000000000011', '${school}', '00000000-0000-0000-0000-0000000000a2', 4, 'Owes', 'F', '1', '9876543210', '2026-04-01'),
      ('00000000-0000-0000-0000-000000000012', '${school}', '00000000-0000-0000-0000-0000000000a2', 5, 'Ahead', 'F', '2', '9876543210', '2026-04-01');
    insert into fee_transaction (school_id, student_id, amount_paise, description, type, transaction_date) values
      ('${school}', '00000000-0000-0000-0000-000000000001', 100000, 'Tuition', 'debit', '2025-05-01'),
      ('${school}', '00000000-0000-0000-0000-000000000001', 20000, '', 'credit', '2025-06-01'),
      ('${school}', '00000000-0000-0000-0000-000000000002', 30000, '', 'credit', '2025-06-01'),
      ('${school}', '00000000-0000-0000-0000-000000000003', 5000, 'Opening balance', 'debit', '2025-04-02'),
      ('${school}', '00000000-0000-0000-0000-000000000011', 80000, 'Previous balance 2025-26', 'debit', '2026-04-01'),
      ('${school}', '00000000-0000-0000-0000-000000000012', 30000, 'Advance from 2025-26', 'credit', '2026-04-01');
  `);
  await migrate(db, { migrationsFolder });
  const balances = await client.query<{ name: string; ledger: string; balance: string }>(
    `select s.name, l.name as ledger,
            sum(case when t.type = 'debit' then t.amount_paise else -t.amount_paise end)::text as balance
       from student s join ledger l on l.id = s.ledger_id join fee_transaction t on t.student_id = s.id
      group by s.name, l.name order by l.name, s.name`,
  );
  // Each carried rupee is owed in the new ledger only; the imported opening balance is untouched.
  expect(balances.rows).toEqual([
    { name: "Ahead", ledger: "Class 5 2025-26", balance: "0" },
    { name: "Imported", ledger: "Class 5 2025-26", balance: "5000" },
    { name: "Owes", ledger: "Class 5 2025-26", balance: "0" },
    { name: "Ahead", ledger: "Class 6 2026-27", balance: "-30000" },
    { name: "Owes", ledger: "Class 6 2026-27", balance: "80000" },
  ]);
  const texts = await client.query<{ description: string; type: string; carried_to_student_id: string | null }>(
    `select description, type, carried_to_student_id from fee_transaction
      where description like '@%' order by description, student_id`,
  );
  expect(texts.rows).toEqual([
    { description: "@advance-from:2025-26", type: "credit", carried_to_student_id: null },
    {
      description: "@carried-to:Class 6 2026-27",
      type: "credit",
      carried_to_student_id: "00000000-0000-0000-0000-000000000011",
    },
    {
      description: "@carried-to:Class 6 2026-27",
      type: "debit",
      carried_to_student_id: "00000000-0000-0000-0000-000000000012",
    },
    { description: "@opening-balance", type: "debit", carried_to_student_id: null },
    { description: "@previous-balance:2025-26", type: "debit", carried_to_student_id: null },
  ]);
  const links = await client.query<{ name: string; rolled_from_student_id: string | null }>(
    `select name, rolled_from_student_id from student where ledger_id = '00000000-0000-0000-0000-0000000000a2' order by name`,
  );
  expect(links.rows).toEqual([
    { name: "Ahead", rolled_from_student_id: "00000000-0000-0000-0000-000000000002" },
    { name: "Owes", rolled_from_student_id: "00000000-0000-0000-0000-000000000001" },
  ]);
  await client.close();
}, 120_000);
