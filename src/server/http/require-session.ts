import { createMiddleware } from "hono/factory";
import { ServiceError } from "../services/errors";
import type { AppEnv, SessionUser } from "./app-env";

/** Routes behind this run only with a signed-in user; everything else is a 401 in the envelope. */
export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user) throw new ServiceError(401, "UNAUTHENTICATED", "Please sign in to continue.");
  await next();
});

export function sessionUser(c: { var: { user: SessionUser | null } }): SessionUser {
  if (!c.var.user) throw new ServiceError(401, "UNAUTHENTICATED", "Please sign in to continue.");
  return c.var.user;
}
