import { sql } from "drizzle-orm";
import { RateLimiterMemory } from "rate-limiter-flexible";
import { beforeAll, expect, it } from "vitest";
import { apiErrorSchema } from "../../../shared/api/envelope";
import { MAX_IMPORT_BYTES } from "../../../shared/api/ledger-transfer";
import type { Ledger } from "../../../shared/api/ledger";
import type { Student } from "../../../shared/api/student";
import {
  addLedger,
  addStudent,
  addTransaction,
  dataOf,
  directorWithSchool,
  staffOf,
  type Director,
  type StaffMember,
} from "../../test/fixtures";
import { photoBlob } from "../../test/jpeg-photo";
import { postWebhook } from "../../test/payment-fixtures";
import { createTestApp } from "../../test/test-app";
import { describeEachDatabase } from "../../test/test-database";
import { setWallet } from "../../test/wallet-fixtures";

interface OpenApiOperation {
  parameters?: { name: string; in: "path" | "query" | "header" }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: unknown }> }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, unknown> };
}
/** One documented operation; `key` reads like "POST /ledger/add". */
interface Operation {
  key: string;
  method: string;
  path: string;
  spec: OpenApiOperation;
}

/** The routes mounted before the session guard (index.ts); the sweep below proves every other one answers 401. */
const PUBLIC = new Set(["GET /health", "GET /site-info", "GET /plans", "POST /payments/webhook"]);
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const FOREIGN_ORIGIN = "https://evil.example";
/** Over every body limit, the spreadsheet upload's included. */
const OVERSIZE_BODY = JSON.stringify({ pad: "x".repeat(MAX_IMPORT_BYTES + 128 * 1024) });
const DAY = 86_400_000;

const isWrite = (op: Operation) => WRITES.has(op.method);
const isSignedIn = (op: Operation) => !PUBLIC.has(op.key);
const declares = (op: Operation, status: number) => String(status) in op.spec.responses;
const paramsIn = (op: Operation, place: "path" | "query" | "header") =>
  (op.spec.parameters ?? []).filter((p) => p.in === place).map((p) => p.name);
const hasValidatedBody = (op: Operation) =>
  Object.keys(op.spec.requestBody?.content ?? {}).some(
    (type) => type === "application/json" || type.startsWith("multipart/"),
  );

/** Whether a declared response carries the error envelope `{ success: false, error: { code, message } }`. */
function isErrorEnvelope(document: OpenApiDocument, response: OpenApiOperation["responses"][string] | undefined) {
  type Schema = { $ref?: string; properties?: Record<string, Schema>; enum?: unknown[] };
  let schema = response?.content?.["application/json"]?.schema as Schema | undefined;
  if (schema?.$ref) schema = document.components?.schemas?.[schema.$ref.split("/").at(-1)!] as Schema | undefined;
  return (
    JSON.stringify(schema?.properties?.success?.enum) === "[false]" &&
    schema?.properties?.error?.properties?.code !== undefined &&
    schema.properties.error.properties.message !== undefined
  );
}

function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, spec]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      spec,
    })),
  );
}

/**
 * The document against what the app really answers. Each route's statuses come from the middleware
 * in front of it (session, rate limit, Origin, body limit, role, a staff member of a lapsed school)
 * and from the services it calls; a status the app answers but the document leaves out fails here.
 */
describeEachDatabase("the OpenAPI document lists every status each route answers", (database) => {
  let api: ReturnType<typeof createTestApp>;
  let operations: Operation[];
  let document: OpenApiDocument;
  let owner: Director;
  let staff: StaffMember;
  let ledger: Ledger;
  let student: Student;
  let lapsedOwner: Director;
  let lapsedStaff: StaffMember;
  let lapsedStudent: Student;
  let loner: Headers;

  beforeAll(async () => {
    api = createTestApp(database().db);
    document = (await (await api.call("GET", "/api/v1/openapi.json")).json()) as OpenApiDocument;
    operations = operationsOf(document);
    owner = await directorWithSchool(api);
    staff = await staffOf(api, owner);
    ledger = await addLedger(api, owner);
    student = await addStudent(api, owner, ledger);
    await addTransaction(api, owner, student);
    // A school whose premium ended yesterday with no coins left: its staff are read-only for the grace days.
    lapsedOwner = await directorWithSchool(api, "Lapsed School");
    lapsedStaff = await staffOf(api, lapsedOwner);
    lapsedStudent = await addStudent(api, lapsedOwner, await addLedger(api, lapsedOwner));
    await setWallet(database().db, lapsedOwner.school._id, { coins: 0, premiumUntil: new Date(Date.now() - DAY) });
    loner = (await api.signIn()).headers;
  });

  it("documents every route the API serves", () => {
    const served = api.app.routes
      .filter((route) => route.method !== "ALL" && route.path.startsWith("/api/v1/"))
      .map((route) => `${route.method} ${route.path.slice("/api/v1".length).replace(/:(\w+)/g, "{$1}")}`)
      .filter((key) => key !== "GET /openapi.json");
    expect([...new Set(served)].sort()).toEqual(operations.map((op) => op.key).sort());
  });

  it("declares, for every operation, the statuses its middleware can answer, each with the error envelope", () => {
    expect(operations.length).toBeGreaterThan(40);
    const missing: string[] = [];
    const need = (op: Operation, status: number, why: string) => {
      if (!declares(op, status)) missing.push(`${op.key} lacks ${status} (${why})`);
    };
    for (const op of operations) {
      need(op, 500, "any failure");
      if (isSignedIn(op)) {
        need(op, 401, "no session");
        need(op, 429, "per-user rate limit");
      }
      if (isWrite(op)) {
        need(op, 403, "foreign Origin");
        need(op, 413, "body limit");
        if (isSignedIn(op)) need(op, 402, "staff of a school whose premium lapsed");
      }
      if (paramsIn(op, "path").length > 0) need(op, 404, "an id not in the caller's school");
      if (paramsIn(op, "query").length + paramsIn(op, "header").length > 0 || hasValidatedBody(op))
        need(op, 400, "validation");
      if (hasValidatedBody(op)) need(op, 415, "a body of another media type");
      for (const [status, response] of Object.entries(op.spec.responses))
        if (Number(status) >= 400 && !isErrorEnvelope(document, response))
          missing.push(`${op.key} ${status} is not the error envelope`);
    }
    expect(missing).toEqual([]);
  });

  it("provokes route-specific statuses and finds each declared with the error envelope", async () => {
    const withHeader = (headers: Headers, name: string, value: string) => {
      const copy = new Headers(headers);
      copy.set(name, value);
      return copy;
    };
    const charge = { amount: 5, transactionDate: "2025-07-01", description: "Picnic" };
    const key = withHeader(owner.headers, "idempotency-key", crypto.randomUUID());
    const otherLedger = await addLedger(api, owner, "Class 9 B");
    await api.call("POST", `/api/v1/ledger/${ledger._id}/dues`, key, charge);
    // An invitation sent while premium, accepted after it ended.
    const invitee = `late-${crypto.randomUUID()}@example.com`;
    const inviter = await directorWithSchool(api, "Inviting School");
    const invitation = await dataOf<{ id: string }>(
      await api.call("POST", "/api/v1/members/invitations", inviter.headers, { email: invitee }),
    );
    await database().db.execute(sql`update wallet set premium_until = null where school_id = ${inviter.school._id}`);
    const lateJoiner = await api.signIn(invitee);
    const unconfigured = createTestApp(database().db, { gateway: null });
    const limited = createTestApp(database().db, {
      rateLimiters: {
        signIn: new RateLimiterMemory({ points: 1000, duration: 60 }),
        api: new RateLimiterMemory({ points: 1, duration: 600 }),
      },
    });
    await limited.call("GET", "/api/v1/wallet", owner.headers);

    const cases: { route: string; status: number; code: string; send: () => Response | Promise<Response> }[] = [
      {
        route: "POST /print-jobs",
        status: 402,
        code: "NO_COINS",
        send: () => api.call("POST", "/api/v1/print-jobs", lapsedOwner.headers, { tool: "omr-sheet" }),
      },
      {
        route: "POST /reminders",
        status: 402,
        code: "PREMIUM_REQUIRED",
        send: () => api.call("POST", "/api/v1/reminders", lapsedOwner.headers, { studentId: lapsedStudent._id }),
      },
      {
        route: "POST /members/invitations",
        status: 402,
        code: "PREMIUM_REQUIRED",
        send: () => api.call("POST", "/api/v1/members/invitations", lapsedOwner.headers, { email: "x@example.com" }),
      },
      {
        route: "POST /invitations/{id}/accept",
        status: 402,
        code: "PREMIUM_REQUIRED",
        send: () => api.call("POST", `/api/v1/invitations/${invitation.id}/accept`, lateJoiner.headers),
      },
      {
        route: "POST /ledger/add",
        status: 402,
        code: "PREMIUM_REQUIRED",
        send: () =>
          api.call("POST", "/api/v1/ledger/add", lapsedStaff.headers, {
            schoolOwnerId: lapsedOwner.school._id,
            ledgerName: "Class 1",
            className: "1",
            sessionYear: "2025-26",
          }),
      },
      {
        route: "DELETE /ledger/{ledgerId}",
        status: 403,
        code: "FORBIDDEN",
        send: () => api.call("DELETE", `/api/v1/ledger/${ledger._id}`, staff.headers),
      },
      {
        route: "GET /wallet/entries",
        status: 403,
        code: "FORBIDDEN",
        send: () => api.call("GET", "/api/v1/wallet/entries", staff.headers),
      },
      {
        route: "POST /transactions/add",
        status: 403,
        code: "FORBIDDEN",
        send: () =>
          api.call("POST", "/api/v1/transactions/add", withHeader(owner.headers, "origin", FOREIGN_ORIGIN), {}),
      },
      {
        route: "POST /ledger/add",
        status: 415,
        code: "UNSUPPORTED_MEDIA_TYPE",
        send: () =>
          api.call("POST", "/api/v1/ledger/add", owner.headers, new Blob(["ledgerName=x"], { type: "text/plain" })),
      },
      {
        route: "POST /school/add",
        status: 409,
        code: "CONFLICT",
        send: () =>
          api.call("POST", "/api/v1/school/add", owner.headers, {
            schoolName: "Again",
            directorName: "Ramesh Kumar",
            contactNumber: "9876543210",
            address: "Station Road",
          }),
      },
      {
        route: "POST /ledger/{ledgerId}/dues",
        status: 409,
        code: "CONFLICT",
        send: () => api.call("POST", `/api/v1/ledger/${otherLedger._id}/dues`, key, charge),
      },
      {
        route: "DELETE /members/{userId}",
        status: 409,
        code: "CONFLICT",
        send: () => api.call("DELETE", `/api/v1/members/${owner.userId}`, owner.headers),
      },
      {
        route: "GET /student/{studentId}",
        status: 404,
        code: "NOT_FOUND",
        send: () => api.call("GET", `/api/v1/student/${crypto.randomUUID()}`, owner.headers),
      },
      {
        route: "PUT /student/{studentId}/photo",
        status: 415,
        code: "UNSUPPORTED_MEDIA_TYPE",
        send: () =>
          api.call("PUT", `/api/v1/student/${student._id}/photo`, owner.headers, photoBlob(undefined, "image/png")),
      },
      {
        route: "POST /student/add",
        status: 413,
        code: "PAYLOAD_TOO_LARGE",
        send: () => api.call("POST", "/api/v1/student/add", owner.headers, OVERSIZE_BODY),
      },
      {
        route: "POST /payments/webhook",
        status: 400,
        code: "BAD_SIGNATURE",
        send: () => postWebhook(api, "{}", { signature: "forged" }),
      },
      {
        route: "POST /payments/orders",
        status: 503,
        code: "PAYMENTS_NOT_CONFIGURED",
        send: () => unconfigured.call("POST", "/api/v1/payments/orders", owner.headers, { planId: "coins-200" }),
      },
      {
        route: "GET /wallet",
        status: 429,
        code: "RATE_LIMITED",
        send: () => limited.call("GET", "/api/v1/wallet", owner.headers),
      },
    ];
    const byKey = new Map(operations.map((op) => [op.key, op]));
    const answered: string[] = [];
    const expected: string[] = [];
    for (const { route, status, code, send } of cases) {
      const response = await send();
      const body = (await response.json()) as { error?: { code?: string } };
      const declared = isErrorEnvelope(document, byKey.get(route)?.spec.responses[String(status)]);
      answered.push(`${route} → ${response.status} ${body.error?.code}, ${declared ? "declared" : "NOT DECLARED"}`);
      expected.push(`${route} → ${status} ${code}, declared`);
    }
    expect(answered).toEqual(expected);
  });

  it("answers nothing a route does not declare: every route called by every kind of caller", async () => {
    const limited = createTestApp(database().db, {
      rateLimiters: {
        signIn: new RateLimiterMemory({ points: 1000, duration: 60 }),
        api: new RateLimiterMemory({ points: 1, duration: 600 }),
      },
    });
    const overLimit = await directorWithSchool(limited);
    // Real ids for reads, so their success answers are checked too; writes get unknown ids and change nothing.
    const realIds: Record<string, string> = {
      ledgerId: ledger._id,
      ledgerOwnerId: ledger._id,
      studentId: student._id,
      schoolId: owner.school._id,
      uid: owner.userId,
    };
    const urlOf = (op: Operation, ids: "real" | "unknown", query = "") => {
      // A day (the day book's {date}) is a date, not an id: any calendar day is a valid one; a family's
      // {phone} is ten digits (one nobody has), so a wrong body is what the route sees first.
      const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
        name === "date"
          ? "2025-11-20"
          : name === "phone"
            ? "9000000009"
            : ids === "real" && realIds[name]
              ? realIds[name]
              : crypto.randomUUID(),
      );
      return `/api/v1${path}${query}`;
    };
    const bodyOf = (op: Operation): string | FormData | undefined => {
      const types = Object.keys(op.spec.requestBody?.content ?? {});
      if (types.includes("application/json")) return "{}";
      if (types.some((type) => type.startsWith("multipart/"))) return new FormData();
      return undefined;
    };
    const badQuery = (op: Operation) =>
      `?${new URLSearchParams(paramsIn(op, "query").map((name) => [name, `-1\u0000${"x".repeat(300)}`]))}`;
    const withOrigin = (headers: Headers) => {
      const copy = new Headers(headers);
      copy.set("origin", FOREIGN_ORIGIN);
      return copy;
    };

    interface Probe {
      name: string;
      applies: (op: Operation) => boolean;
      send: (op: Operation) => Response | Promise<Response>;
      /** The one status this probe must get, where the middleware decides it. */
      expect?: (op: Operation) => number | undefined;
    }
    const everyOp = () => true;
    const probes: Probe[] = [
      {
        name: "no session",
        applies: everyOp,
        send: (op) => api.call(op.method, urlOf(op, "unknown"), undefined, bodyOf(op)),
        expect: (op) => (isSignedIn(op) ? 401 : undefined),
      },
      {
        name: "signed in, no school",
        applies: everyOp,
        send: (op) => api.call(op.method, urlOf(op, "unknown"), loner, bodyOf(op)),
      },
      {
        name: "staff",
        applies: everyOp,
        send: (op) => api.call(op.method, urlOf(op, "unknown"), staff.headers, bodyOf(op)),
      },
      {
        name: "owner, unknown ids",
        applies: everyOp,
        send: (op) => api.call(op.method, urlOf(op, "unknown"), owner.headers, bodyOf(op)),
      },
      {
        name: "owner, real ids",
        applies: (op) => !isWrite(op),
        send: (op) => api.call(op.method, urlOf(op, "real"), owner.headers),
      },
      {
        name: "owner, a bad query",
        applies: (op) => paramsIn(op, "query").length > 0,
        send: (op) => api.call(op.method, urlOf(op, "real", badQuery(op)), owner.headers, bodyOf(op)),
      },
      {
        name: "staff of a school whose premium lapsed",
        applies: everyOp,
        send: (op) => api.call(op.method, urlOf(op, "unknown"), lapsedStaff.headers, bodyOf(op)),
        expect: (op) => (isSignedIn(op) && isWrite(op) ? 402 : undefined),
      },
      {
        name: "owner, foreign Origin",
        applies: isWrite,
        send: (op) => api.call(op.method, urlOf(op, "unknown"), withOrigin(owner.headers), bodyOf(op)),
        expect: () => 403,
      },
      {
        name: "owner, a body of another media type",
        applies: hasValidatedBody,
        send: (op) =>
          api.call(op.method, urlOf(op, "unknown"), owner.headers, new Blob(["{}"], { type: "text/plain" })),
        expect: () => 415,
      },
      {
        name: "owner, oversized body",
        applies: isWrite,
        send: (op) => api.call(op.method, urlOf(op, "unknown"), owner.headers, OVERSIZE_BODY),
        expect: () => 413,
      },
      {
        name: "over the rate limit",
        applies: isSignedIn,
        send: (op) => limited.call(op.method, urlOf(op, "unknown"), overLimit.headers, bodyOf(op)),
        expect: () => 429,
      },
    ];

    const wrong: string[] = [];
    let calls = 0;
    for (const probe of probes) {
      for (const op of operations.filter(probe.applies)) {
        const response = await probe.send(op);
        calls++;
        const status = response.status;
        const seen = `${probe.name}: ${op.key} → ${status}`;
        const wanted = probe.expect?.(op);
        if (wanted !== undefined && status !== wanted) wrong.push(`${seen}, expected ${wanted}`);
        if (!declares(op, status)) wrong.push(`${seen}, not declared`);
        if (status < 400) await response.body?.cancel();
        else if (!apiErrorSchema.safeParse(await response.json()).success)
          wrong.push(`${seen}, not the error envelope`);
      }
    }
    expect(wrong).toEqual([]);
    expect(calls).toBeGreaterThan(300);
  }, 120_000);
});
