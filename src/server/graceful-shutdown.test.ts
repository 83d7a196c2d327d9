import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readEventStream } from "./test/event-stream-reader";
import { directorWithSchool } from "./test/fixtures";
import { freePort, startMain, type ServerProcess } from "./test/server-process";
import { createTestApp, TEST_AUTH_SECRET } from "./test/test-app";
import { createDatabaseAtUrl, testDatabaseKinds } from "./test/test-database";

const running: ServerProcess[] = [];
afterAll(() => {
  for (const { child } of running) child.kill("SIGKILL");
});

describe.each(testDatabaseKinds())("SIGTERM with an event stream open [%s]", (kind) => {
  it("ends the stream with `reconnect`, exits within 2 s (5 s allowed), and the same database starts again at once", async () => {
    const database = await createDatabaseAtUrl(kind);
    try {
      // The school is made in this process; the server process shares the session secret.
      const setup = await database.connect();
      const director = await directorWithSchool(createTestApp(setup.db));
      await setup.close();
      const env = {
        DATABASE_URL: database.url,
        BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
        DATA_DIR: mkdtempSync(join(tmpdir(), "bahi-shutdown-")),
        LOG_LEVEL: "warn",
        PORT: String(await freePort()),
      };
      const serve = () => {
        const server = startMain(env);
        running.push(server);
        return server;
      };

      const server = serve();
      await server.started;
      const response = await fetch(`http://127.0.0.1:${env.PORT}/api/v1/events`, {
        headers: { cookie: director.headers.get("cookie")! },
      });
      expect(response.status).toBe(200);
      const stream = readEventStream(response);
      expect(await stream.next()).toMatchObject({ coins: 20 });

      const signalled = performance.now();
      server.child.kill("SIGTERM");
      const [rest, code] = await Promise.all([stream.rest(15_000), server.exited]);
      const exitedAfterMs = performance.now() - signalled;
      expect(rest).toEqual({ ended: true, messages: [{ event: "reconnect", data: "shutdown" }] });
      expect(code).toBe(0);
      expect(exitedAfterMs).toBeLessThan(5000);

      // An immediate restart on the same database (PGlite: the same directory and its lock) comes up.
      const again = serve();
      await again.started;
      expect((await fetch(`http://127.0.0.1:${env.PORT}/api/v1/health`)).status).toBe(200);
      again.child.kill("SIGTERM");
      expect(await again.exited).toBe(0);
    } finally {
      await database.dispose();
    }
  }, 300_000); // Two server starts; well over a minute each on a loaded machine.
});
