import { randomBytes, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { connectDatabase } from "../../src/server/db/connect";
import { session } from "../../src/server/db/schema";
import { seedDemoSchool, type SeedOptions, type SeedResult } from "../../src/server/services/seed/seed-demo-school";
import { dropDatabase, freshDatabase } from "./postgres";
import { startServerProcess, type ServerProcess } from "./server-process";

export interface SeededServer {
  server: ServerProcess;
  seeded: SeedResult;
  databaseUrl: string;
  /** A real session token of the seeded director, for `Authorization: Bearer …`. */
  token: string;
  /** The Cookie header a signed-in browser sends (session token and the cached session). */
  browserCookie: string;
  stop(): Promise<void>;
}

/** A fresh PostgreSQL database seeded with a demo school, and the real server running on it. */
export async function startSeededServer(
  database: string,
  seed: Omit<SeedOptions, "email">,
  env: Record<string, string> = {},
): Promise<SeededServer> {
  const databaseUrl = await freshDatabase(database);
  const connection = await connectDatabase(databaseUrl);
  const seeded = await seedDemoSchool(connection.db, { email: `${database}@bahi.local`, ...seed });
  // The bearer plugin accepts a session row's token in an Authorization header.
  const token = randomBytes(24).toString("base64url");
  await connection.db
    .insert(session)
    .values({ id: randomUUID(), token, userId: seeded.userId, expiresAt: new Date(Date.now() + 86_400_000) });
  // The state autovacuum leaves fresh rows in within a minute (visibility map set, statistics known),
  // so a run does not measure whether autovacuum happened to get there first.
  await connection.db.execute(sql`vacuum analyze`);
  await connection.close();
  const server = await startServerProcess({ DATABASE_URL: databaseUrl, ...env });
  // A browser's session check (useSession) receives these cookies; every API call then carries them.
  const sessionCheck = await fetch(`${server.url}/api/auth/get-session`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const browserCookie = sessionCheck.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
  return {
    server,
    seeded,
    databaseUrl,
    token,
    browserCookie,
    async stop() {
      await server.stop();
      await dropDatabase(database);
    },
  };
}
