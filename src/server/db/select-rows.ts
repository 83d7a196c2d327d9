import type { SQL } from "drizzle-orm";
import type { Database } from "./database";

/** Runs a raw statement and returns its rows; node-postgres and PGlite both answer `{ rows }`. */
export async function selectRows<Row extends Record<string, unknown>>(
  db: Pick<Database, "execute">,
  query: SQL,
): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}
