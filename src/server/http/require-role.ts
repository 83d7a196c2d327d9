import { createMiddleware } from "hono/factory";
import type { MemberRole } from "../../shared/api/team";
import { ForbiddenError, NotFoundError } from "../services/errors";
import type { AppEnv } from "./app-env";

/**
 * Roles are ordered: the owner can do everything staff can, so `requireRole("staff")` admits any
 * member of the school and `requireRole("owner")` only its owner. A route's one statement of the role it needs, as createRoute's `middleware`:
 * `middleware: requireRole("owner")`. Without a membership there is nothing to act on (404);
 * a staff member asking for an owner's action gets 403 FORBIDDEN.
 */
export function requireRole(role: MemberRole) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!c.get("schoolId") || !c.get("role")) throw new NotFoundError("School");
    if (role === "owner" && c.get("role") !== "owner") throw new ForbiddenError();
    await next();
  });
}
