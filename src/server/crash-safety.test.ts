import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { selectRows } from "./db/select-rows";
import { addLedger, addStudent, directorWithSchool } from "./test/fixtures";
import { freePort, startMain, type ServerProcess } from "./test/server-process";
import { createTestApp, TEST_AUTH_SECRET } from "./test/test-app";
import { createDatabaseAtUrl, testDatabaseKinds } from "./test/test-database";

const KILLS = 5;
/** Acknowledged writes to wait for before each kill; several writers keep requests in flight at the kill. */
const WRITES_PER_ROUND = 30;
const WRITERS = 4;

const running: ServerProcess[] = [];
afterAll(() => {
  for (const { child } of running) child.kill("SIGKILL");
});

describe.each(testDatabaseKinds())("a server killed with SIGKILL during writes [%s]", (kind) => {
  it(`keeps every acknowledged write over ${KILLS} kills and restarts without manual steps`, async () => {
    const database = await createDatabaseAtUrl(kind);
    try {
      // A school with one student, made in this process through the real app; the server process
      // shares the session secret, so the same session cookie signs its requests in.
      const setup = await database.connect();
      const api = createTestApp(setup.db);
      const director = await directorWithSchool(api);
      const student = await addStudent(api, director, await addLedger(api, director));
      await setup.close();
      const cookie = director.headers.get("cookie")!;

      const acknowledged: string[] = [];
      const refused: string[] = [];
      const env = {
        DATABASE_URL: database.url,
        BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
        DATA_DIR: mkdtempSync(join(tmpdir(), "bahi-crash-")),
        LOG_LEVEL: "warn",
      };
      const port = await freePort();
      const serve = () => {
        const server = startMain({ ...env, PORT: String(port) });
        running.push(server);
        return server;
      };

      for (let round = 0; round < KILLS; round++) {
        const server = serve();
        await server.started;
        const target = acknowledged.length + WRITES_PER_ROUND;
        let serial = round * 100_000;
        const writer = async () => {
          for (;;) {
            const amount = ++serial;
            let response: Response;
            try {
              response = await fetch(`http://127.0.0.1:${port}/api/v1/transactions/add`, {
                method: "POST",
                headers: { cookie, "content-type": "application/json" },
                body: JSON.stringify({
                  studentOwnerId: student._id,
                  amount,
                  description: `write ${amount}`,
                  transactionType: "Credit",
                  transactionDate: "2025-04-10",
                }),
              });
            } catch {
              return; // The server is gone: this write was never acknowledged.
            }
            const body = (await response.json().catch(() => undefined)) as { data?: { _id: string } } | undefined;
            if (body === undefined) return; // Cut off mid-answer: not acknowledged either.
            if (response.ok && body.data) acknowledged.push(body.data._id);
            else refused.push(`${response.status} ${JSON.stringify(body)}`);
            if (acknowledged.length >= target && !server.child.killed) server.child.kill("SIGKILL");
          }
        };
        await Promise.all(Array.from({ length: WRITERS }, writer));
        // The next round starts at once, without waiting for the killed process to be collected.
      }

      // One more start proves recovery after the last kill; a clean stop then frees the database.
      const last = serve();
      await last.started;
      expect((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).status).toBe(200);
      last.child.kill("SIGTERM");
      expect(await last.exited).toBe(0);

      expect(refused).toEqual([]);
      expect(acknowledged.length).toBeGreaterThanOrEqual(KILLS * WRITES_PER_ROUND);
      const check = await database.connect();
      try {
        const stored = await selectRows<{ id: string }>(
          check.db,
          sql`select id from fee_transaction where student_id = ${student._id}`,
        );
        const storedIds = new Set(stored.map((row) => row.id));
        expect(acknowledged.filter((id) => !storedIds.has(id))).toEqual([]);
        // The kept count (maintained by a trigger in the same transaction) survived the kills too.
        const [counted] = await selectRows<{ transaction_count: number }>(
          check.db,
          sql`select transaction_count from student where id = ${student._id}`,
        );
        expect(Number(counted?.transaction_count)).toBe(stored.length);
      } finally {
        await check.close();
      }
    } finally {
      await database.dispose();
    }
  }, 300_000); // ~30 s on an idle machine; six server starts take far longer on a loaded one.
});
