import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { describeEachDatabase } from "../test/test-database";
import { selectRows } from "./select-rows";
import { isLostRace, withTransactionRetry } from "./transaction-retry";

/** An error as pg raises it (SQLSTATE in `code`), and as drizzle wraps it (the pg error as `cause`). */
const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });
const drizzleError = (code: string) => Object.assign(new Error("Failed query: update …"), { cause: pgError(code) });

const fast = { attempts: 4, firstWaitMs: 1 };

/** A transaction that throws each of `failures` in turn, then answers "done". */
function failingThen(...failures: unknown[]) {
  return vi.fn(async () => {
    if (failures.length > 0) throw failures.shift();
    return "done";
  });
}

describe("withTransactionRetry", () => {
  it("runs a transaction that lost a deadlock (40P01) again, and answers its result", async () => {
    const transaction = failingThen(pgError("40P01"));
    await expect(withTransactionRetry(transaction, fast)).resolves.toBe("done");
    expect(transaction).toHaveBeenCalledTimes(2);
  });

  it("sees a serialization failure (40001) through drizzle's wrapping error", async () => {
    const transaction = failingThen(drizzleError("40001"), drizzleError("40P01"));
    await expect(withTransactionRetry(transaction, fast)).resolves.toBe("done");
    expect(transaction).toHaveBeenCalledTimes(3);
  });

  it("does not retry any other failure: it is answered as it was, after one try", async () => {
    for (const failure of [drizzleError("23505"), pgError("23503"), new Error("Ledger not found"), pgError("57014")]) {
      const transaction = failingThen(failure);
      await expect(withTransactionRetry(transaction, fast)).rejects.toBe(failure);
      expect(transaction).toHaveBeenCalledTimes(1);
    }
  });

  it("gives up after the policy's attempts and answers the last deadlock", async () => {
    const last = drizzleError("40P01");
    const transaction = failingThen(pgError("40P01"), pgError("40001"), pgError("40P01"), last, pgError("40P01"));
    await expect(withTransactionRetry(transaction, fast)).rejects.toBe(last);
    expect(transaction).toHaveBeenCalledTimes(4);
  });

  it("tells a lost race from other errors", () => {
    expect([pgError("40P01"), drizzleError("40001")].map(isLostRace)).toEqual([true, true]);
    expect([pgError("23505"), new Error("40P01"), undefined, "40001", { code: 40001 }].map(isLostRace)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

/** Resolves once `parties` callers have arrived. */
function barrier(parties: number) {
  let arrived = 0;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return () => {
    if (++arrived === parties) open();
    return opened;
  };
}

// PGlite has one connection, so two transactions never hold locks at once there: a real deadlock needs the server.
describeEachDatabase(
  "db.transaction on PostgreSQL",
  (database) => {
    it("a real deadlock between two transactions: the loser is run again, and both commit once", async () => {
      const { db } = database();
      await db.execute(sql`create table retry_probe (id int primary key, n int not null)`);
      await db.execute(sql`insert into retry_probe values (1, 0), (2, 0)`);
      const bothHoldTheirFirstRow = barrier(2);
      let attempts = 0;
      // Each locks one row, waits until the other holds its own, then wants the other's: a cycle.
      const crosswise = (first: number, second: number) =>
        db.transaction(async (tx) => {
          attempts++;
          await tx.execute(sql`update retry_probe set n = n + 1 where id = ${first}`);
          await bothHoldTheirFirstRow();
          await tx.execute(sql`update retry_probe set n = n + 1 where id = ${second}`);
        });
      await Promise.all([crosswise(1, 2), crosswise(2, 1)]);
      expect(attempts).toBe(3);
      expect(await selectRows(db, sql`select id, n from retry_probe order by id`)).toEqual([
        { id: 1, n: 2 },
        { id: 2, n: 2 },
      ]);
    });
  },
  { only: "postgres" },
);
