import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { StartupError } from "../startup-error";
import { connectDatabase } from "./connect";
import { selectRows } from "./select-rows";
import { sql } from "drizzle-orm";

describe("connectDatabase", () => {
  it("refuses a second process-level opener of the same PGlite directory with a clear message", async () => {
    const dir = mkdtempSync(join(tmpdir(), "bahi-lock-"));
    const first = await connectDatabase(`pglite:${dir}`);
    try {
      // The lock holds this process's pid; a second opener in a *different* process would be refused.
      // Simulate one by writing another live pid (our parent) into the lockfile.
      const { writeFileSync } = await import("node:fs");
      writeFileSync(join(dir, "bahi.lock"), String(process.ppid));
      const second = connectDatabase(`pglite:${dir}`);
      await expect(second).rejects.toBeInstanceOf(StartupError);
      await expect(second).rejects.toThrow(/in use by another Bahi process/);
    } finally {
      await first.close();
    }
  }, 120_000); // creates PGlite data directories from scratch, slow on a busy machine

  it("takes over a lock left behind by a process that is gone", async () => {
    const dir = mkdtempSync(join(tmpdir(), "bahi-stale-"));
    const { mkdirSync, writeFileSync } = await import("node:fs");
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "bahi.lock"), "999999");
    const connection = await connectDatabase(`pglite:${dir}`);
    await connection.close();
  }, 120_000); // creates PGlite data directories from scratch, slow on a busy machine

  it("explains a bad DATABASE_URL in one line", async () => {
    await expect(connectDatabase("mysql://localhost/db")).rejects.toThrow(/must start with postgres:\/\/ or pglite:/);
    await expect(connectDatabase("postgres://nobody@127.0.0.1:1/none")).rejects.toThrow(
      /Cannot connect to the database at postgres:\/\/nobody@127\.0\.0\.1:1\/none/,
    );
  });

  // Only with a PostgreSQL server to ask (CI sets TEST_DATABASE_URL); PGlite has no pool and no JIT.
  if (process.env.TEST_DATABASE_URL) {
    it("gives the server's pool generic plans and no JIT on every connection", async () => {
      const connection = await connectDatabase(process.env.TEST_DATABASE_URL!, { migrate: false });
      try {
        const [settings] = await selectRows<{ jit: string; plan: string }>(
          connection.db,
          sql`select current_setting('jit') as jit, current_setting('plan_cache_mode') as plan`,
        );
        expect(settings).toEqual({ jit: "off", plan: "force_generic_plan" });
      } finally {
        await connection.close();
      }
    });
  }
});
