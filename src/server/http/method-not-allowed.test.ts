import { beforeAll, expect, it } from "vitest";
import { addLedger, directorWithSchool, type Director } from "../test/fixtures";
import { createTestApp } from "../test/test-app";
import { describeEachDatabase } from "../test/test-database";
import { allowedMethods } from "./method-not-allowed";

it("finds a path's methods with Hono's matching: parameters, literal suffixes, middleware left out", () => {
  const methodsOf = allowedMethods(
    [
      { method: "ALL", path: "/*" },
      { method: "GET", path: "/ledger/:schoolId" },
      { method: "PUT", path: "/ledger/:ledgerId" },
      { method: "DELETE", path: "/ledger/:ledgerId" },
      { method: "GET", path: "/ledger/:ledgerId/export.csv" },
    ],
    "/api/v1",
  );
  expect(methodsOf("/api/v1/ledger/abc")).toEqual(["DELETE", "GET", "PUT"]);
  expect(methodsOf("/api/v1/ledger/abc/export.csv")).toEqual(["GET"]);
  expect(methodsOf("/api/v1/ledger/abc/exportxcsv")).toEqual([]);
  expect(methodsOf("/api/v1/ledger")).toEqual([]);
  expect(methodsOf("/api/v1/nowhere")).toEqual([]);
});

describeEachDatabase("405 for a known /api/v1 path called with a method it does not have", (database) => {
  let api: ReturnType<typeof createTestApp>;
  let director: Director;
  beforeAll(async () => {
    api = createTestApp(database().db);
    director = await directorWithSchool(api);
  });

  it("answers 405 METHOD_NOT_ALLOWED with an Allow header listing the path's methods", async () => {
    const ledger = await addLedger(api, director);
    const patch = await api.call("PATCH", `/api/v1/ledger/${ledger._id}`, director.headers, { ledgerName: "Class 9" });
    expect(patch.status).toBe(405);
    expect(patch.headers.get("allow")).toBe("DELETE, GET, PUT");
    expect(await patch.json()).toMatchObject({ success: false, error: { code: "METHOD_NOT_ALLOWED" } });

    const getPrintJobs = await api.call("GET", "/api/v1/print-jobs", director.headers);
    expect(getPrintJobs.status).toBe(405);
    expect(getPrintJobs.headers.get("allow")).toBe("POST");

    // A public path too, once the caller is known.
    const postHealth = await api.call("POST", "/api/v1/health", director.headers, {});
    expect(postHealth.status).toBe(405);
    expect(postHealth.headers.get("allow")).toBe("GET");
  });

  it("still answers 404 for an unknown path, whatever the method, and 401 to a caller without a session", async () => {
    for (const method of ["GET", "POST", "DELETE"]) {
      const response = await api.call(
        method,
        "/api/v1/nowhere/at-all",
        director.headers,
        method === "GET" ? undefined : {},
      );
      expect(response.status).toBe(404);
      expect(response.headers.get("allow")).toBeNull();
      expect(await response.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
    }
    const anonymous = await api.call("GET", "/api/v1/print-jobs");
    expect(anonymous.status).toBe(401);
  });

  it("leaves the right method alone", async () => {
    const ledger = await addLedger(api, director, "Class 8 B");
    const put = await api.call("PUT", `/api/v1/ledger/${ledger._id}`, director.headers, {
      ledgerName: "Class 8 C",
      className: "8",
      sessionYear: "2025-26",
    });
    expect(put.status).not.toBe(405);
    expect(put.status).toBeLessThan(500);
  });
});
