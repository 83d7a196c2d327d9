import { sql } from "drizzle-orm";
import type { Database } from "../database";
import { selectRows } from "../select-rows";

/** The application's tables (public schema) and drizzle's migration journal: everything a backup must carry. */
export async function listTables(db: Database): Promise<string[]> {
  const rows = await selectRows<{ name: string }>(
    db,
    sql`select quote_ident(table_schema) || '.' || quote_ident(table_name) as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle') order by 1`,
  );
  return rows.map((row) => row.name);
}

/** True when no table holds a row; a database just migrated by a first start counts as empty. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  for (const table of await listTables(db)) {
    if (table.startsWith("drizzle.")) continue;
    const [row] = await selectRows<{ found: boolean }>(db, sql.raw(`select exists (select 1 from ${table}) as found`));
    if (row?.found) return false;
  }
  return true;
}
