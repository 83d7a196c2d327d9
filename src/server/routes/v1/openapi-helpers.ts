import { createRoute, z, type RouteConfig } from "@hono/zod-openapi";
import { apiErrorSchema, type ErrorStatus } from "../../../shared/api/envelope";
import type { MemberRole } from "../../../shared/api/team";
import { requireRole } from "../../http/require-role";

/**
 * The error envelope, named once in the document; every error response points at it. Rebuilt from
 * its shape here: zod gives `.openapi()` only to schemas made after @hono/zod-openapi has loaded.
 */
const errorContent = { "application/json": { schema: z.object(apiErrorSchema.shape).openapi("ApiError") } };

/** One description per status, naming the codes the API answers with it. */
const errorDescriptions = {
  400: "VALIDATION: malformed or invalid input, `issues` naming each field (payments: BAD_SIGNATURE)",
  401: "UNAUTHENTICATED: not signed in",
  402: "PREMIUM_REQUIRED: needs premium, as does any write by staff once it lapsed; NO_COINS: no coins left",
  403: "FORBIDDEN: the caller's role may not do this, or a write did not come from Bahi's own pages",
  404: "NOT_FOUND: not in the caller's school, or the caller has no school",
  409: "CONFLICT (TEAM_FULL for a full team): conflicts with existing data",
  413: "PAYLOAD_TOO_LARGE: the body is over the size limit",
  415: "UNSUPPORTED_MEDIA_TYPE: the body is not of the type the route takes",
  429: "RATE_LIMITED: too many requests; see Retry-After",
  500: "INTERNAL_ERROR: an unexpected failure; `requestId` finds it in the server's log",
  503: "PAYMENTS_NOT_CONFIGURED: this server has no payment gateway",
} as const satisfies Partial<Record<ErrorStatus, string>>;
export type DocumentedErrorStatus = keyof typeof errorDescriptions;

type ErrorResponse = { description: string; content: typeof errorContent };

/**
 * The error responses a route declares, each with the envelope: spread into `responses` beside the
 * success, e.g. `...errorResponses(...fromMiddleware.memberWrite, 400, 409, 415)`.
 */
export function errorResponses<S extends DocumentedErrorStatus>(...statuses: S[]): { [K in S]: ErrorResponse } {
  const responses = {} as { [K in S]: ErrorResponse };
  for (const status of statuses) responses[status] = { description: errorDescriptions[status], content: errorContent };
  return responses;
}

const anyRoute = [500] as const;
/** Before any route: a foreign Origin (sameOriginWrites) and the body limit, on every POST, PUT and DELETE. */
const anyWrite = [...anyRoute, 403, 413] as const;
/** The session guard: no session, then the per-user rate limit. */
const signedIn = [...anyRoute, 401, 429] as const;

/**
 * What the middleware in front of a route can answer, by the kind of route; a route adds its own:
 * 400 where it validates input, and 415 as well where it validates a JSON or multipart body
 * (@hono/zod-openapi refuses a body of any other media type), then 404 for ids, 409, 402, 503…. A write by staff of a school whose
 * premium lapsed is refused (402) before any route; requireRole answers 404 to a caller without a
 * school, and requireRole("owner") 403 to staff.
 */
export const fromMiddleware = {
  publicRead: anyRoute,
  publicWrite: anyWrite,
  signedInRead: signedIn,
  signedInWrite: [...signedIn, ...anyWrite, 402],
  memberRead: [...signedIn, 404],
  memberWrite: [...signedIn, ...anyWrite, 402, 404],
} as const;

/** The 200 success response; spread `errorResponses(…)` beside it. */
export function jsonResponse<T extends z.ZodType>(schema: T, description: string) {
  return { 200: { description, content: { "application/json": { schema } } } };
}

/** The same for a route that creates something and answers 201 (use `created()` in the handler). */
export function createdResponse<T extends z.ZodType>(schema: T, description: string) {
  return { 201: { description, content: { "application/json": { schema } } } };
}

export function jsonBody<T extends z.ZodType>(schema: T) {
  return { body: { required: true, content: { "application/json": { schema } } } } as const;
}

/** A file download (CSV, .xlsx, a photo) as the 200 response. */
export function fileResponse(contentType: string, description: string) {
  return {
    200: { description, content: { [contentType]: { schema: { type: "string" as const, format: "binary" } } } },
  };
}

/**
 * A GET that answers a file for `role`: the declaration every export route (CSV, .xlsx) shares.
 * The handler answers with `attachment()` and the same content type. Its errors follow from the
 * role and the query: staff asking for an owner's file (403), a query that fails validation (400).
 */
export function fileDownloadRoute<
  P extends string,
  Q extends NonNullable<RouteConfig["request"]> = Record<never, never>,
>(config: {
  path: P;
  role: MemberRole;
  tag: string;
  summary: string;
  request?: Q;
  contentType: string;
  description: string;
}) {
  return createRoute({
    method: "get",
    path: config.path,
    middleware: requireRole(config.role),
    tags: [config.tag],
    summary: config.summary,
    request: config.request ?? ({} as Q),
    responses: {
      ...fileResponse(config.contentType, config.description),
      ...errorResponses(
        ...fromMiddleware.memberRead,
        ...(config.role === "owner" ? ([403] as const) : []),
        ...(config.request?.query ? ([400] as const) : []),
      ),
    },
  });
}

/** Path parameters every route names the same way: one uuid each, so a malformed id is a 400 before any lookup. */
export const ledgerIdParams = z.object({ ledgerId: z.uuid() });
export const studentIdParams = z.object({ studentId: z.uuid() });
export const idParams = z.object({ id: z.uuid() });
