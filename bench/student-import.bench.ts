import { createTestDatabase } from "../src/server/test/test-database";
import { addLedger, directorWithSchool } from "../src/server/test/fixtures";
import { upload, xlsxFile } from "../src/server/test/sheet-files";
import { createTestApp } from "../src/server/test/test-app";
import { heading, median, report } from "./support/report";

const ROWS = 1000;
const ROUNDS = 3;
const GOAL_MS = 3000;

/** Issue 14: a 1,000-student .xlsx (with opening balances) imported through the API on PGlite. */
export async function benchStudentImport() {
  heading(`Import ${ROWS} students from .xlsx on PGlite (the API end to end, commit), median of ${ROUNDS}`);
  const database = await createTestDatabase("pglite");
  try {
    const api = createTestApp(database.db);
    const director = await directorWithSchool(api);
    const file = await xlsxFile([
      ["Name", "Father Name", "Mother Name", "Date of Birth", "Roll Number", "Phone", "Address", "Opening Balance"],
      ...Array.from({ length: ROWS }, (_, i) => [
        `Student ${i + 1}`,
        "Suresh Sharma",
        "Sunita Sharma",
        "15/04/2012",
        String(i + 1),
        `98765${String(i).padStart(5, "0")}`,
        "Station Road, Sitamarhi",
        i % 3 === 0 ? 0 : 1500,
      ]),
    ]);
    const timings: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const ledger = await addLedger(api, director, `Bench ${round}`);
      const started = performance.now();
      const response = await api.call("POST", `/api/v1/ledger/${ledger._id}/import`, director.headers, upload(file));
      const ms = performance.now() - started;
      const body = (await response.json()) as { data?: { created: number } };
      if (response.status !== 201 || body.data?.created !== ROWS)
        throw new Error(`unexpected answer ${response.status}: ${JSON.stringify(body)}`);
      timings.push(ms);
    }
    const ms = median(timings);
    report(
      "1,000-row import",
      `${ms.toFixed(0)} ms (rounds: ${timings.map((t) => t.toFixed(0)).join(", ")})`,
      `≤ ${GOAL_MS} ms`,
    );
    report("ratio of the 3 s goal", `${(ms / GOAL_MS).toFixed(2)}`, "≤ 1.00");
  } finally {
    await database.close();
  }
}
