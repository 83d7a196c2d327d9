import { sql } from "drizzle-orm";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { describeEachDatabase } from "../test/test-database";
import { hasPendingMigrations } from "./pending-migrations";

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** A copy of the migrations folder with one more migration, dated after every other. */
function foldersWithANewMigration(): string {
  const folder = mkdtempSync(join(tmpdir(), "bahi-pending-"));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as {
    entries: { idx: number; when: number; tag: string }[];
  };
  const last = journal.entries.at(-1)!;
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag: "9999_next" });
  writeFileSync(journalPath, JSON.stringify(journal));
  writeFileSync(join(folder, "9999_next.sql"), "select 1;");
  return folder;
}

describeEachDatabase("hasPendingMigrations", (database) => {
  it("is false on a migrated database, true once the folder holds a newer migration", async () => {
    const { db } = database();
    expect(await hasPendingMigrations(db, migrationsFolder)).toBe(false);
    expect(await hasPendingMigrations(db, foldersWithANewMigration())).toBe(true);
  });

  it("is true when drizzle's table is empty or missing", async () => {
    const { db } = database();
    await db.execute(sql`delete from drizzle.__drizzle_migrations`);
    expect(await hasPendingMigrations(db, migrationsFolder)).toBe(true);
    await db.execute(sql`drop schema drizzle cascade`);
    expect(await hasPendingMigrations(db, migrationsFolder)).toBe(true);
  });
});
