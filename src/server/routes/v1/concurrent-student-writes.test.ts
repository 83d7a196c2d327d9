import { sql, type SQL } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Ledger } from "../../../shared/api/ledger";
import type { RolloverResult } from "../../../shared/api/ledger-transfer";
import { addLedger, addStudent, dataOf, directorWithSchool, type Director } from "../../test/fixtures";
import { csvFile, upload } from "../../test/sheet-files";
import { createTestApp } from "../../test/test-app";
import { describeEachDatabase } from "../../test/test-database";

/** A request to send and what it is, for the failure message. */
type Labelled = [string, () => Response | Promise<Response>];

/** Students already in the ledger that every rollover copies. */
const ALREADY_THERE = 3;
/** Students in each imported file. */
const PER_FILE = 2;

// Rollovers, additions and imports on one school all take the school's serial counter and the
// ledger's kept student count; on PostgreSQL these mixes once deadlocked and answered 500 (issue 26).
describeEachDatabase("rollovers, additions and imports at once on one school", (database) => {
  let api: ReturnType<typeof createTestApp>;
  beforeAll(() => {
    api = createTestApp(database().db);
  });

  async function schoolWithLedger(): Promise<{ director: Director; ledger: Ledger }> {
    const director = await directorWithSchool(api);
    const ledger = await addLedger(api, director, "Class 9 A");
    for (let i = 1; i <= ALREADY_THERE; i++) await addStudent(api, director, ledger, { rollNumber: String(i) });
    return { director, ledger };
  }

  const add = (director: Director, ledger: Ledger, i: number) =>
    api.call("POST", "/api/v1/student/add", director.headers, {
      name: `Added ${i}`,
      fatherName: "Suresh Sharma",
      motherName: "Sunita Sharma",
      dateOfBirth: "2010-04-15",
      rollNumber: `A${i}`,
      phoneNumber: "9876543210",
      address: "Dumra",
      ledgerOwnerId: ledger._id,
      schoolOwnerId: director.school._id,
    });
  const rollOver = (director: Director, ledger: Ledger, i: number) =>
    api.call("POST", `/api/v1/ledger/${ledger._id}/rollover`, director.headers, {
      ledgerName: `Class 10 A (${i})`,
      className: "10",
      sessionYear: "2026-27",
      carryBalances: true,
    });
  const importFile = (director: Director, ledger: Ledger, i: number) =>
    api.call(
      "POST",
      `/api/v1/ledger/${ledger._id}/import`,
      director.headers,
      upload(
        csvFile([
          ["Name", "Father Name", "Phone", "Opening Balance"],
          ...Array.from({ length: PER_FILE }, (_, row) => [`Imported ${i}.${row}`, "Ramesh", "9876543210", "500"]),
        ]),
      ),
    );

  /** Sends every request at once; answers the responses and each 5xx as "what → status body". */
  async function sendAtOnce(requests: Labelled[]) {
    const responses = await Promise.all(requests.map(([, send]) => send()));
    const failures: string[] = [];
    for (const [i, response] of responses.entries())
      if (response.status >= 500)
        failures.push(`${requests[i]![0]} → ${response.status} ${await response.clone().text()}`);
    return { responses, failures };
  }

  /** One row of a raw query (routes' tests reach the database only through drizzle's `sql`). */
  async function queryRow<Row>(query: SQL): Promise<Row> {
    const result = (await database().db.execute(query)) as unknown as { rows: Row[] };
    return result.rows[0]!;
  }

  /** Every student of the school counted once, its serials 1…n without a gap or a repeat. */
  async function expectEveryStudentOnce(director: Director, expected: number) {
    const schoolId = director.school._id;
    expect(
      await queryRow(sql`
        select count(*)::int as total, count(distinct serial)::int as serials, min(serial) as first,
          max(serial) as last, (select student_serial_counter from school where id = ${schoolId}) as counter
        from student where school_id = ${schoolId}`),
    ).toEqual({ total: expected, serials: expected, first: 1, last: expected, counter: expected });
  }

  /** The ledger's kept student count and its students counted. */
  const studentsIn = (ledgerId: string) =>
    queryRow<{ kept: number; actual: number }>(sql`
      select student_count as kept, (select count(*)::int from student where ledger_id = ${ledgerId}) as actual
      from ledger where id = ${ledgerId}`);

  /** Each rollover made its own ledger, holding exactly the students it reported. */
  async function expectRolloversWhole(results: RolloverResult[]) {
    expect(new Set(results.map((r) => r.ledger._id)).size).toBe(results.length);
    for (const result of results)
      expect(await studentsIn(result.ledger._id)).toEqual({ kept: result.students, actual: result.students });
  }

  /**
   * A student moves to the next session once (decision 0042): of rollovers of one whole ledger at
   * once, exactly one wins and the others answer 409 ALREADY_ROLLED_OVER — never a 5xx, never a
   * student moved twice.
   */
  async function expectOneRolloverWon(responses: Response[]): Promise<RolloverResult[]> {
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    for (const refused of responses.filter((r) => r.status !== 201)) {
      expect(refused.status).toBe(409);
      expect(await refused.clone().json()).toMatchObject({ error: { code: "ALREADY_ROLLED_OVER" } });
    }
    return Promise.all(responses.filter((r) => r.status === 201).map((r) => dataOf<RolloverResult>(r)));
  }

  it("20 rollovers and 20 additions: no 5xx, every student written exactly once", async () => {
    const { director, ledger } = await schoolWithLedger();
    const { responses, failures } = await sendAtOnce(
      Array.from({ length: 20 }, (_, i): Labelled[] => [
        ["rollover", () => rollOver(director, ledger, i)],
        ["add", () => add(director, ledger, i)],
      ]).flat(),
    );
    expect(failures).toEqual([]);
    expect(responses.filter((_, i) => i % 2 === 1).map((r) => r.status)).toEqual(Array(20).fill(200));

    const results = await expectOneRolloverWon(responses.filter((_, i) => i % 2 === 0));
    const inLedger = ALREADY_THERE + 20;
    expect(await studentsIn(ledger._id)).toEqual({ kept: inLedger, actual: inLedger });
    await expectRolloversWhole(results);
    await expectEveryStudentOnce(director, inLedger + results.reduce((sum, r) => sum + r.students, 0));
  }, 120_000);

  it("15 imports, 15 additions and 15 rollovers: no 5xx, every student written exactly once", async () => {
    const { director, ledger } = await schoolWithLedger();
    const { responses, failures } = await sendAtOnce(
      Array.from({ length: 15 }, (_, i): Labelled[] => [
        ["import", () => importFile(director, ledger, i)],
        ["add", () => add(director, ledger, i)],
        ["rollover", () => rollOver(director, ledger, i)],
      ]).flat(),
    );
    expect(failures).toEqual([]);
    expect(responses.filter((_, i) => i % 3 !== 2).map((r) => r.status)).toEqual(
      Array.from({ length: 15 }, () => [201, 200]).flat(),
    );

    const results = await expectOneRolloverWon(responses.filter((_, i) => i % 3 === 2));
    const inLedger = ALREADY_THERE + 15 * PER_FILE + 15;
    expect(await studentsIn(ledger._id)).toEqual({ kept: inLedger, actual: inLedger });
    await expectRolloversWhole(results);
    await expectEveryStudentOnce(director, inLedger + results.reduce((sum, r) => sum + r.students, 0));
  }, 120_000);

  it("the school's export while rollovers and additions run: no 5xx, each a whole workbook", async () => {
    const { director, ledger } = await schoolWithLedger();
    let writing = true;
    const writes = sendAtOnce(
      Array.from({ length: 10 }, (_, i): Labelled[] => [
        ["rollover", () => rollOver(director, ledger, i)],
        ["add", () => add(director, ledger, i)],
      ]).flat(),
    ).finally(() => (writing = false));
    // Exports one after another for as long as the writes run, so some read between two commits.
    const exportStatuses: number[] = [];
    const exportWhileWriting = async () => {
      for (let n = 0; writing && n < 50; n++) {
        const response = await api.call("GET", "/api/v1/school/export.xlsx", director.headers);
        exportStatuses.push(response.status);
        await response.body?.cancel();
      }
    };
    const [{ failures }] = await Promise.all([writes, exportWhileWriting(), exportWhileWriting()]);
    expect(failures).toEqual([]);
    expect(exportStatuses.length).toBeGreaterThan(0);
    expect(exportStatuses.filter((status) => status !== 200)).toEqual([]);
  }, 120_000);
});
