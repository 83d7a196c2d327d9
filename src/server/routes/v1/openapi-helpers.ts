import { createRoute, type RouteConfig } from "@hono/zod-openapi";
import { z } from "zod";
import { apiErrorSchema } from "../../../shared/api/envelope";
import type { MemberRole } from "../../../shared/api/team";
import { requireRole } from "../../http/require-role";

const errorContent = { "application/json": { schema: apiErrorSchema } };

const errorResponses = {
  400: { description: "Validation failed; `issues` lists each field", content: errorContent },
  401: { description: "Not signed in", content: errorContent },
  403: { description: "The caller's role may not do this", content: errorContent },
  404: { description: "Not found in the caller's school", content: errorContent },
  409: { description: "Conflicts with existing data", content: errorContent },
  429: { description: "Too many requests; see Retry-After", content: errorContent },
} as const;

/** The 200 success response plus the error responses every authenticated route can give. */
export function jsonResponse<T extends z.ZodType>(schema: T, description: string) {
  return { 200: { description, content: { "application/json": { schema } } }, ...errorResponses } as const;
}

/** The same for a route that creates something and answers 201 (use `created()` in the handler). */
export function createdResponse<T extends z.ZodType>(schema: T, description: string) {
  return { 201: { description, content: { "application/json": { schema } } }, ...errorResponses } as const;
}

export function jsonBody<T extends z.ZodType>(schema: T) {
  return { body: { required: true, content: { "application/json": { schema } } } } as const;
}

/** A file download (CSV, .xlsx) as the 200 response, with the usual error responses. */
export function fileResponse(contentType: string, description: string) {
  return {
    200: { description, content: { [contentType]: { schema: { type: "string", format: "binary" } } } },
    ...errorResponses,
  } as const;
}

/**
 * A GET that answers a file for `role`: the declaration every export route (CSV, .xlsx) shares.
 * The handler answers with `attachment()` and the same content type.
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
    responses: fileResponse(config.contentType, config.description),
  });
}

/** Path parameters every route names the same way: one uuid each, so a malformed id is a 400 before any lookup. */
export const ledgerIdParams = z.object({ ledgerId: z.uuid() });
export const studentIdParams = z.object({ studentId: z.uuid() });
export const idParams = z.object({ id: z.uuid() });
