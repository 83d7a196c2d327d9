import { describe, expect, it } from "vitest";
import { todayInIndia } from "../rules/calendar-date";
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

  it("names the owner's today on Ledger Details, for the day asked in India", () => {
    const today = { kind: "day-summary", path: "/day-book/summary?date=2025-11-20", date: "2025-11-20" };
    expect(firstScreenRequests("/", "", "2025-11-20")).toEqual([today]);
    expect(firstScreenRequests("", "?x=1", "2025-11-20")).toEqual([today]);
    // Without a day given, today in India: the day the card on that page shows.
    expect(firstScreenRequests("/", "")[0]?.path).toBe(`/day-book/summary?date=${todayInIndia()}`);
  });

  it("names nothing for other pages or malformed paths", () => {
    for (const path of [
      "//",
      "/login",
      "/student-manager/",
      "/student-manager/a/b",
      "/TransactionManager/%E0",
      "/duesx",
    ])
      expect(firstScreenRequests(path, ""), path).toEqual([]);
  });
});
