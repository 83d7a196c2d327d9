import { connectDatabase } from "../db/connect";
import { adminQuery, TEMPLATE_DATABASE, TEST_DATABASE_PREFIX, withDatabase } from "./test-database";

/** Once per test run: a freshly migrated template database on the PostgreSQL server, if one is configured. */
export default async function setup() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return;
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  const leftovers = await client.query<{ datname: string }>(
    `select datname from pg_database where datname like '${TEST_DATABASE_PREFIX}%' or datname = '${TEMPLATE_DATABASE}'`,
  );
  for (const { datname } of leftovers.rows) await client.query(`drop database if exists "${datname}" with (force)`);
  await client.end();
  await adminQuery(serverUrl, `create database "${TEMPLATE_DATABASE}"`);
  const template = await connectDatabase(withDatabase(serverUrl, TEMPLATE_DATABASE));
  await template.close();
  return async () => {
    await adminQuery(serverUrl, `drop database if exists "${TEMPLATE_DATABASE}" with (force)`);
  };
}
