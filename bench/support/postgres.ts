import pg from "pg";

/** The PostgreSQL server benchmarks run against (loopback only). */
export const BENCH_SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export function databaseUrl(name: string): string {
  const url = new URL(BENCH_SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops and re-creates a database so every bench run starts from the same state. */
export async function freshDatabase(name: string): Promise<string> {
  const client = new pg.Client({ connectionString: BENCH_SERVER_URL });
  await client.connect();
  await client.query(`drop database if exists "${name}" with (force)`);
  await client.query(`create database "${name}"`);
  await client.end();
  return databaseUrl(name);
}

export async function dropDatabase(name: string): Promise<void> {
  const client = new pg.Client({ connectionString: BENCH_SERVER_URL });
  await client.connect();
  await client.query(`drop database if exists "${name}" with (force)`);
  await client.end();
}
