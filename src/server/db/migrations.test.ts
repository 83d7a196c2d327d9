import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** A copy of the migrations folder that stops after the first `count` migrations. */
function migrationsUpTo(count: number): string {
  const folder = mkdtempSync(join(tmpdir(), "bahi-migrations-"));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, count);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

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
