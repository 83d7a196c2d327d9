import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The decision records' own rules (docs/decisions/README.md): a Status line in each, forward
// pointers from an amended or superseded record, and an index line for every number up to the last.
const folder = new URL("../docs/decisions/", import.meta.url);
const records = readdirSync(folder)
  .filter((name) => /^\d{4}-.+\.md$/.test(name))
  .map((name) => ({ name, number: name.slice(0, 4), text: readFileSync(new URL(name, folder), "utf8") }));
const index = readFileSync(new URL("README.md", folder), "utf8");

/** The paragraph that starts with `Status:`, or null. */
function statusOf(text: string): string | null {
  const lines = text.split("\n");
  const start = lines.findIndex((line) => line.startsWith("Status:"));
  if (start < 0 || start > 4) return null;
  const end = lines.indexOf("", start);
  return lines.slice(start, end < 0 ? undefined : end).join(" ");
}

/** Numbers of the earlier records this status says it amends or supersedes. */
function earlierRecordsOverturned(status: string): string[] {
  const clauses = status.match(/(?:\bAmends\b|\b[Ss]upersedes\b)[^:.;]*/g) ?? [];
  return clauses.flatMap((clause) => clause.match(/\b\d{4}\b/g) ?? []);
}

describe("decision records", () => {
  it("every record opens with a Status line", () => {
    expect(records.length).toBeGreaterThan(30);
    expect(records.filter((record) => statusOf(record.text) === null).map((record) => record.name)).toEqual([]);
  });

  it("a record that another amends or supersedes points forward to it", () => {
    const missing: string[] = [];
    for (const later of records) {
      for (const number of earlierRecordsOverturned(statusOf(later.text) ?? "")) {
        const earlier = records.find((record) => record.number === number);
        if (!earlier) missing.push(`${later.number} names ${number}, which does not exist`);
        else if (!(statusOf(earlier.text) ?? "").includes(later.number))
          missing.push(`${number} has no pointer to ${later.number}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("the index has a line for every number up to the last, a record or an unused number", () => {
    const last = Math.max(...records.map((record) => Number(record.number)));
    const unlisted: string[] = [];
    for (let n = 1; n <= last; n++) {
      const number = String(n).padStart(4, "0");
      const record = records.find((candidate) => candidate.number === number);
      const line = record ? `| [${number}](${record.name}) |` : `| ${number} | *unused`;
      if (!index.includes(line)) unlisted.push(number);
    }
    expect(unlisted).toEqual([]);
  });
});
