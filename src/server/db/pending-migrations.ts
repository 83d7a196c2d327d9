import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "./database";
import { selectRows } from "./select-rows";

interface Journal {
  entries: { when: number }[];
}

/**
 * True when drizzle's migrator would apply something: by its own rule, a migration is applied when
 * its journal time is later than the newest `created_at` in drizzle.__drizzle_migrations, and
 * everything is applied when that table does not exist yet.
 */
export async function hasPendingMigrations(db: Pick<Database, "execute">, migrationsFolder: string): Promise<boolean> {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, "meta", "_journal.json"), "utf8")) as Journal;
  const newestInFolder = Math.max(...journal.entries.map((entry) => entry.when));
  const [table] = await selectRows<{ exists: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as "exists"`,
  );
  if (!table?.exists) return true;
  const [applied] = await selectRows<{ newest: string | number | null }>(
    db,
    sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
  );
  return applied?.newest == null || Number(applied.newest) < newestInFolder;
}
