import { describe, expect, it } from "vitest";
import { firstScreenRequests } from "./first-screen";

describe("firstScreenRequests (decision 0044)", () => {
  it("names the list page the URL shows, with only the parameters that differ from the defaults", () => {
    expect(firstScreenRequests("/student-manager/l%201", "").map((request) => request.path)).toEqual([
      "/student/ledger/l%201?page=1&limit=20",
    ]);
    expect(firstScreenRequests("/student-manager/l1/", "?owes=1&page=3&search=ravi").map((r) => r.path)).toEqual([
      "/student/ledger/l1?page=3&limit=20&search=ravi&filter=owes",
    ]);
  });

  it("names a student and their transactions, and the dues summary", () => {
    expect(firstScreenRequests("/TransactionManager/s1", "")).toEqual([
      { kind: "student", path: "/student/s1", studentId: "s1" },
      { kind: "transactions", path: "/transactions/student/s1", studentId: "s1" },
    ]);
    expect(firstScreenRequests("/dues", "")).toEqual([{ kind: "dues-summary", path: "/dues/summary" }]);
  });

  it("names nothing for other pages or malformed paths", () => {
    for (const path of [
      "/",
      "/login",
      "/student-manager/",
      "/student-manager/a/b",
      "/TransactionManager/%E0",
      "/duesx",
    ])
      expect(firstScreenRequests(path, ""), path).toEqual([]);
  });
});
