// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, ok } from "../testing/mock-api";
import { fetchLedgerStudents } from "./fetch-ledger-students";

afterEach(() => vi.unstubAllGlobals());

describe("fetchLedgerStudents", () => {
  it("asks for 100 at a time until the last page and returns them in order", async () => {
    const names = Array.from({ length: 230 }, (_, i) => ({ _id: `s${i}`, name: `Student ${i}` }));
    const { calls } = mockApi({
      "GET /student/ledger/L1": ({ url }) => {
        const page = Number(url.searchParams.get("page"));
        expect(url.searchParams.get("limit")).toBe("100");
        return ok(names.slice((page - 1) * 100, page * 100), { currentPage: page, totalPages: 3, totalCount: 230 });
      },
    });
    const students = await fetchLedgerStudents("L1");
    expect(students.map((s) => s.name)).toEqual(names.map((s) => s.name));
    expect(calls).toHaveLength(3);
  });

  it("returns nothing for an empty ledger after one call", async () => {
    const { calls } = mockApi({
      "GET /student/ledger/L2": () => ok([], { currentPage: 1, totalPages: 0, totalCount: 0 }),
    });
    expect(await fetchLedgerStudents("L2")).toEqual([]);
    expect(calls).toHaveLength(1);
  });
});
