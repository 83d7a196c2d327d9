import { sql } from "drizzle-orm";
import pino from "pino";
import { beforeAll, expect, it } from "vitest";
import { addLedger, addStudent, directorWithSchool, type Director } from "../test/fixtures";
import { createTestApp } from "../test/test-app";
import { describeEachDatabase } from "../test/test-database";

const SECURITY_HEADERS = [
  "content-security-policy",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "cross-origin-opener-policy",
];

describeEachDatabase("error envelope, request ids and security headers", (database) => {
  let api: ReturnType<typeof createTestApp>;
  let director: Director;
  const logLines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const logger = pino(
      { level: "info" },
      { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) },
    );
    api = createTestApp(database().db, { logger });
    director = await directorWithSchool(api);
  });

  it("gives every refusal its own code: 415 UNSUPPORTED_MEDIA_TYPE, 400 VALIDATION, 401, 404", async () => {
    const textBody = await api.app.request("/api/v1/ledger/add", {
      method: "POST",
      headers: director.headers,
      body: "{}",
    });
    expect(textBody.status).toBe(415);
    expect(await textBody.json()).toMatchObject({ success: false, error: { code: "UNSUPPORTED_MEDIA_TYPE" } });

    const malformed = await api.call("POST", "/api/v1/ledger/add", director.headers, "{not json");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: { code: "VALIDATION" } });

    expect(await (await api.call("GET", "/api/v1/ledger")).json()).toMatchObject({
      error: { code: "UNAUTHENTICATED" },
    });
    expect(await (await api.call("GET", "/api/v1/nowhere", director.headers)).json()).toMatchObject({
      error: { code: "NOT_FOUND" },
    });
  });

  it.each([
    [
      "a NUL in a name",
      "/api/v1/ledger/add",
      { ledgerName: "Class\u0000 10", className: "10", sessionYear: "2025-26" },
      "ledgerName",
    ],
    [
      "an escape character in a class",
      "/api/v1/ledger/add",
      { ledgerName: "Class 10", className: "1\u001b[0m", sessionYear: "2025-26" },
      "className",
    ],
    [
      "a newline in a single-line field",
      "/api/v1/school/add",
      { schoolName: "A\nB", directorName: "R", contactNumber: "9876543210", address: "x" },
      "schoolName",
    ],
    [
      "a C1 control character",
      "/api/v1/ledger/add",
      { ledgerName: "Class \u0085", className: "10", sessionYear: "2025-26" },
      "ledgerName",
    ],
  ])("refuses %s with 400 naming the field", async (_what, path, body, field) => {
    const response = await api.call("POST", path, director.headers, { schoolOwnerId: director.school._id, ...body });
    expect(response.status).toBe(400);
    const envelope = (await response.json()) as {
      error: { code: string; issues: { path: string; message: string }[] };
    };
    expect(envelope.error.code).toBe("VALIDATION");
    expect(envelope.error.issues).toContainEqual({
      path: field,
      message: "Remove the special (control) characters from this field.",
    });
  });

  it("keeps tabs and line breaks in an address, and refuses a NUL in ?search=", async () => {
    const ledger = await addLedger(api, director);
    const student = await addStudent(api, director, ledger, { address: "House 4,\r\nStation Road\tDumra" });
    expect(student.address).toBe("House 4,\r\nStation Road\tDumra");
    const search = await api.call(
      "GET",
      `/api/v1/student/ledger/${ledger._id}?search=${encodeURIComponent("Aarav\u0000")}`,
      director.headers,
    );
    expect(search.status).toBe(400);
    expect(await search.json()).toMatchObject({ error: { code: "VALIDATION", issues: [{ path: "search" }] } });
  });

  it("sends the same security headers and an X-Request-Id on every response", async () => {
    const responses = await Promise.all([
      api.call("GET", "/api/v1/health"),
      api.call("GET", "/api/auth/get-session", director.headers),
      api.call("GET", "/api/auth/ok"),
      api.call("GET", "/api/v1/ledger"),
      api.call("GET", "/api/v1/nowhere"),
      api.call("GET", "/api/v1/ledger", director.headers),
    ]);
    for (const response of responses) {
      for (const header of SECURITY_HEADERS)
        expect(response.headers.get(header), `${response.url} ${header}`).toBeTruthy();
      // The test app's public URL is plain http, where Strict-Transport-Security has no place.
      expect(response.headers.get("strict-transport-security")).toBeNull();
      expect(response.headers.get("x-request-id")).toMatch(/^[\w-]{8,}$/);
    }
    const policies = new Set(responses.map((response) => response.headers.get("content-security-policy")));
    expect(policies.size).toBe(1);
  });

  // Last: it breaks this database on purpose.
  it("answers an unexpected failure with a 500 that names its request id, found in every log line", async () => {
    const student = await addStudent(api, director, await addLedger(api, director));
    await database().db.execute(sql`drop table fee_transaction cascade`);
    logLines.length = 0;
    const response = await api.call("GET", `/api/v1/transactions/student/${student._id}`, director.headers);
    expect(response.status).toBe(500);
    const body = (await response.json()) as { error: { code: string; message: string; requestId: string } };
    expect(body.error.code).toBe("INTERNAL_ERROR");
    expect(body.error.requestId).toBe(response.headers.get("x-request-id"));
    expect(JSON.stringify(body)).not.toMatch(/fee_transaction|at .*\.ts/);
    const lines = logLines.filter((line) => line.reqId === body.error.requestId);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.some((line) => line.msg === "unhandled error")).toBe(true);
  });
});
