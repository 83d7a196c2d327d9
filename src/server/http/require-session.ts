import { createMiddleware } from "hono/factory";
import { ServiceError } from "../services/errors";
import type { AppEnv, SessionUser, VariableReader } from "./app-env";
import { requestHeaders, type RequestHeaders } from "./request-header";

/** A request's session user from its headers: fetch `Headers`, or a request's own read one by one. */
export type LookUpUser = (headers: Headers | RequestHeaders) => Promise<SessionUser | null>;

/**
 * Resolves the session and lets only signed-in users through (a 401 in the envelope otherwise).
 * The lookup lives here, not in an app-wide middleware, so public routes (health, site info) never pay for it.
 */
export function requireSession(lookUpUser: LookUpUser) {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set("user", await lookUpUser(requestHeaders(c)));
    if (!c.get("user")) throw new ServiceError(401, "UNAUTHENTICATED", "Please sign in to continue.");
    await next();
  });
}

export function sessionUser(c: VariableReader): SessionUser {
  const user = c.get("user");
  if (!user) throw new ServiceError(401, "UNAUTHENTICATED", "Please sign in to continue.");
  return user;
}
