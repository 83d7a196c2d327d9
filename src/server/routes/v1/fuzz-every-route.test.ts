import fc from "fast-check";
import { beforeAll, expect, it } from "vitest";
import type { FamilyLink } from "../../../shared/api/family";
import type { Ledger } from "../../../shared/api/ledger";
import type { Student } from "../../../shared/api/student";
import { parseTrustProxy } from "../../http/client-ip";
import { addLedger, addStudent, addTransaction, dataOf, directorWithSchool, type Director } from "../../test/fixtures";
import { csvFile, upload } from "../../test/sheet-files";
import { createTestApp } from "../../test/test-app";
import { describeEachDatabase } from "../../test/test-database";

interface OpenApiOperation {
  parameters?: { name: string; in: "path" | "query" }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  responses: Record<string, unknown>;
}
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

/** Streams never end, so a request-per-input fuzzer cannot wait for them. */
const STREAMING = new Set(["GET /events"]);
const TOTAL_INPUTS = 5_000;
const BATCH = 25;
const BATCHES = TOTAL_INPUTS / BATCH;

/** Text a form or an attacker might send: control characters, huge, Devanagari, SQL and JSON-ish. */
const nastyText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "\u001b[0m",
    "\ud800",
    "'; drop table student; --",
    "%00",
    "../../etc",
    "नमस्ते",
    "9".repeat(400),
    "1e309",
    "NaN",
  ),
);
const nastyNumber = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(0, -0, 5e-324, 1.000000001, 1e21, Number.MAX_SAFE_INTEGER + 2, 10_000_000.01, -1),
);
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyText,
  nastyNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(nastyText, nastyNumber), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), nastyText, { maxKeys: 2 }),
);

/** The student each racing addition adds. */
const RACED_STUDENT = {
  name: "Racing Addition",
  fatherName: "Suresh Sharma",
  motherName: "Sunita Sharma",
  dateOfBirth: "2010-04-15",
  rollNumber: "7",
  phoneNumber: "9876543210",
  address: "Dumra",
};

describeEachDatabase("every route, fuzzed: no input makes a 5xx", (database) => {
  let api: ReturnType<typeof createTestApp>;
  let director: Director;
  let validIds: string[];
  let routes: { method: string; path: string; operation: OpenApiOperation }[];
  /** A ledger the fuzzer's ids never name, so only the racing writes below change it. */
  let racedLedger: Ledger;
  /** The two students the next round's rollovers move: a student moves to a next session once (decision 0042). */
  let toRollOver: string[];
  beforeAll(async () => {
    api = createTestApp(database().db);
    director = await directorWithSchool(api);
    racedLedger = await addLedger(api, director, "Raced");
    toRollOver = [
      (await addStudent(api, director, racedLedger))._id,
      (await addStudent(api, director, racedLedger))._id,
    ];
    const ledger = await addLedger(api, director);
    const student = await addStudent(api, director, ledger);
    const transaction = await addTransaction(api, director, student);
    validIds = [
      director.school._id,
      director.userId,
      ledger._id,
      student._id,
      transaction._id,
      director.school.schoolId,
    ];
    const documentResponse = await api.call("GET", "/api/v1/openapi.json");
    expect(documentResponse.status).toBe(200);
    const document = (await documentResponse.json()) as OpenApiDocument;
    routes = Object.entries(document.paths)
      .flatMap(([path, operations]) =>
        Object.entries(operations).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
      )
      .filter((route) => !STREAMING.has(`${route.method} ${route.path}`));
  });

  it(`sends ≥ ${TOTAL_INPUTS} generated requests over all documented routes: no 5xx, no status undocumented`, async () => {
    expect(routes.length).toBeGreaterThan(20);
    const idValue = fc.oneof(
      fc.constantFrom(...validIds),
      fc.uuid(),
      nastyText.filter((text) => text.length > 0),
    );
    // One input: a route, its path ids, its query and a body built from the route's own field names
    // (so most requests reach the schema's checks and the services, not just the JSON parser).
    const bodyFields = (route: (typeof routes)[number]) =>
      Object.keys(route.operation.requestBody?.content?.["application/json"]?.schema?.properties ?? {});
    const requestFor = (route: (typeof routes)[number]) => {
      const pathNames = (route.operation.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name);
      const queryNames = (route.operation.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name);
      const fields = bodyFields(route);
      return fc
        .record({
          route: fc.constant(route),
          ids: fc.tuple(...pathNames.map(() => idValue)),
          query: fc.tuple(
            ...queryNames.map(() => fc.option(fc.oneof(nastyText, nastyNumber.map(String)), { nil: undefined })),
          ),
          body: fc.oneof(
            {
              weight: 6,
              arbitrary: fc.tuple(...fields.map(() => fc.option(fc.oneof(nastyValue, idValue), { nil: undefined }))),
            },
            { weight: 1, arbitrary: nastyValue },
          ),
          raw: fc.option(fc.constantFrom("{", "[]", "null", '{"a":', "\u0000"), { freq: 10, nil: undefined }),
        })
        .map(({ route, ids, query, body, raw }) => {
          let path = `/api/v1${route.path}`;
          pathNames.forEach(
            (name, i) =>
              (path = path.replace(
                `{${name}}`,
                encodeURIComponent(String(ids[i]).replace(/[\ud800-\udfff]/g, "\ufffd")),
              )),
          );
          const search = new URLSearchParams();
          queryNames.forEach((name, i) => query[i] !== undefined && search.set(name, String(query[i])));
          const json =
            Array.isArray(body) && fields.length
              ? Object.fromEntries(fields.map((field, i) => [field, body[i]]).filter(([, v]) => v !== undefined))
              : body;
          return {
            method: route.method,
            url: `${path}${search.size ? `?${search}` : ""}`,
            body: raw ?? JSON.stringify(json ?? null),
            hasBody: route.method !== "GET",
            declared: route.operation.responses,
          };
        });
    };
    // A route is picked in proportion to what can vary in it, so a route with no input (every call
    // to it is the same request) does not take the share of one with five fields.
    const request = fc.oneof(
      ...routes.map((route) => {
        const inputs =
          (route.operation.parameters ?? []).length + (route.method === "GET" ? 0 : bodyFields(route).length + 1);
        return { weight: 1 + inputs, arbitrary: requestFor(route) };
      }),
    );

    // Valid writes sent with every batch, all taking the school's serial counter and the raced
    // ledger's row: rollovers, additions and imports at once once deadlocked into 500s (issue 26).
    let round = 0;
    const racingWrites = (): [string, Response | Promise<Response>][] => {
      round++;
      const [first, second] = toRollOver;
      toRollOver = [];
      const rollOver = (i: number, studentId: string | undefined) =>
        api.call("POST", `/api/v1/ledger/${racedLedger._id}/rollover`, director.headers, {
          ledgerName: `Racing rollover ${round}.${i}`,
          className: "10",
          sessionYear: "2026-27",
          carryBalances: true,
          studentIds: [studentId],
        });
      // This round's additions are the next round's rollovers.
      const add = async () => {
        const response = await api.call("POST", "/api/v1/student/add", director.headers, {
          ...RACED_STUDENT,
          ledgerOwnerId: racedLedger._id,
          schoolOwnerId: director.school._id,
        });
        if (response.ok) toRollOver.push((await dataOf<Student>(response.clone()))._id);
        return response;
      };
      const importOne = () =>
        api.call(
          "POST",
          `/api/v1/ledger/${racedLedger._id}/import`,
          director.headers,
          upload(
            csvFile([
              ["Name", "Phone"],
              [`Imported ${round}`, "9876543210"],
            ]),
          ),
        );
      return [
        ["rollover", rollOver(1, first)],
        ["add", add()],
        ["import", importOne()],
        ["rollover", rollOver(2, second)],
        ["add", add()],
      ];
    };

    // Inputs go in batches sent at once: a batch costs one round of waiting on the database instead
    // of BATCH rounds, and concurrent writes probe the races a sequential fuzzer never meets.
    let sent = 0;
    const failures: string[] = [];
    /** Answers whose status the route's OpenAPI operation does not list. */
    const undeclared: string[] = [];
    const racedRefusals: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(request, { minLength: BATCH, maxLength: BATCH }), async (batch) => {
        sent += batch.length;
        const fuzzed = batch.map(async ({ method, url, body, hasBody, declared }) => {
          const response = await api.call(method, url, director.headers, hasBody ? body : undefined);
          if (!(String(response.status) in declared)) undeclared.push(`${method} ${url} → ${response.status}`);
          if (response.status >= 500)
            failures.push(`${method} ${url} ${body.slice(0, 200)} → ${response.status} ${await response.text()}`);
          else await response.body?.cancel();
        });
        const raced = racingWrites().map(async ([what, sending]) => {
          const response = await sending;
          if (!response.ok) {
            const line = `racing ${what} → ${response.status} ${await response.text()}`;
            (response.status >= 500 ? failures : racedRefusals).push(line);
          } else await response.body?.cancel();
        });
        await Promise.all([...fuzzed, ...raced]);
        // Thrown here, so the report names the requests that failed, not only the batch.
        expect({ failures, racedRefusals, undeclared }).toEqual({ failures: [], racedRefusals: [], undeclared: [] });
      }),
      { numRuns: BATCHES, endOnFailure: true },
    );
    expect(sent).toBeGreaterThanOrEqual(TOTAL_INPUTS);
    // Each racing write landed exactly once: the raced ledger's kept count, and one ledger per rollover.
    const ledgers = await dataOf<Ledger[]>(
      await api.call("GET", `/api/v1/ledger/${director.school._id}`, director.headers),
    );
    expect(ledgers.find((ledger) => ledger._id === racedLedger._id)?.studentCount).toBe(2 + BATCHES * 3);
    const rolledOver = ledgers.filter((ledger) => ledger.ledgerName.startsWith("Racing rollover"));
    expect(rolledOver.length).toBe(BATCHES * 2);
    expect(rolledOver.every((ledger) => ledger.studentCount === 1)).toBe(true);
  }, 300_000);
  // The public pages outside /api/v1 (the family page, its receipts' PDFs and its "I have paid" form,
  // issue 29): fuzzed codes, methods, content types and bodies never make a 5xx nor show another
  // school's data; a PDF (its text compressed) is only ever this family's own receipt.
  it("fuzzes the public family page, its receipt PDFs and its claim form: no 5xx, nothing of another school", async () => {
    const publicApi = createTestApp(database().db, { trustProxy: parseTrustProxy("true") });
    const other = await directorWithSchool(publicApi, "Fuzzed Neighbour School");
    const neighbour = await addStudent(publicApi, other, await addLedger(publicApi, other), {
      name: "Neighbour Child",
    });
    // A family of its own: the fuzzer's racing writes add hundreds of students with the fixture's phone.
    const child = await addStudent(publicApi, director, await addLedger(publicApi, director, "Public page"), {
      name: "Fuzzed Family Child",
      phoneNumber: "9345678901",
    });
    await addTransaction(publicApi, director, child);
    const received = await addTransaction(publicApi, director, child, { transactionType: "Credit", amount: 500 });
    const neighbourReceipt = await addTransaction(publicApi, other, neighbour, { transactionType: "Credit" });
    const { url } = await dataOf<FamilyLink>(
      await publicApi.call("POST", "/api/v1/families/9345678901/link", director.headers),
    );
    const validCode = url.split("/p/")[1]!;
    let address = 0;
    const fields = fc.dictionary(
      fc.constantFrom("utr", "amount", "split", `split.${child._id}`, `split.${validIds[3]}`, "split.x", "lang"),
      fc.oneof(nastyText, fc.stringMatching(/^\d{12}$/), nastyNumber.map(String)),
      { maxKeys: 4 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.constant(validCode),
          fc.string({ unit: "binary", maxLength: 40 }),
          fc.stringMatching(/^[a-z2-7]{32}$/),
        ),
        fc.constantFrom("GET", "POST", "PUT", "DELETE", "HEAD"),
        fc.constantFrom(
          "",
          "/claims",
          "/claims/x",
          "?lang=hi",
          "?claimed=1",
          // A receipt's PDF (issue 29): this family's, another school's, not an id, no .pdf.
          `/receipts/${received._id}.pdf`,
          `/receipts/${neighbourReceipt._id}.pdf`,
          `/receipts/${validIds[3]}.pdf`,
          "/receipts/x.pdf",
          `/receipts/${received._id}`,
        ),
        fc.constantFrom("application/json", "application/x-www-form-urlencoded", "multipart/form-data", "text/plain"),
        fc.oneof(
          fields.map((f) => ({ form: f })),
          nastyValue.map((json) => ({ json })),
          fc.constantFrom("{", "\u0000", "%zz=%%", "utr=1&utr=2"),
        ),
        async (code, method, tail, type, body) => {
          const hasBody = method !== "GET" && method !== "HEAD";
          const raw =
            typeof body === "string"
              ? body
              : "form" in body
                ? new URLSearchParams(body.form).toString()
                : JSON.stringify(body.json ?? null);
          const response = await publicApi.app.request(`/p/${encodeURIComponent(code)}${tail}`, {
            method,
            headers: { "content-type": type, "x-forwarded-for": `203.0.113.${(address++ % 250) + 1}` },
            body: hasBody ? raw : undefined,
          });
          expect([200, 201, 303, 400, 404, 409, 413, 429]).toContain(response.status);
          if (response.headers.get("content-type") === "application/pdf")
            expect([code, tail]).toEqual([validCode, `/receipts/${received._id}.pdf`]);
          expect(await response.text()).not.toContain("Neighbour");
        },
      ),
      { numRuns: 300 },
    );
  }, 300_000);
});
