import { createMiddleware } from "hono/factory";
import type { Actor } from "../services/activity/actor";
import { staffAccess } from "../../shared/billing/staff-access";
import { billingSettings } from "../services/billing/billing-settings";
import { premiumRequired } from "../services/billing/require-premium";
import { NotFoundError } from "../services/errors";
import { getMembership } from "../services/team/get-membership";
import type { AppEnv, VariableReader } from "./app-env";
import { sessionUser } from "./require-session";

/**
 * Resolves the signed-in caller's membership once per request into `c.get("schoolId")`, `c.get("userId")`
 * and `c.get("role")` (school and role null without one). This is the only place that maps a session
 * to a school; routes read the result, services take it. Owners come from the per-instance cache;
 * staff are read from the database every time, so a removal shuts them out on their next request,
 * and so is the premium their access depends on.
 */
const SAFE_METHODS = new Set(["GET", "HEAD"]);

export const resolveCallerSchool = createMiddleware<AppEnv>(async (c, next) => {
  const user = sessionUser(c);
  c.set("userId", user.id);
  const ownedSchoolId = c.get("schoolIds").get(user.id);
  if (ownedSchoolId) {
    c.set("schoolId", ownedSchoolId);
    c.set("role", "owner");
  } else {
    const membership = await getMembership(c.get("db"), user.id);
    if (membership?.role === "owner") c.get("schoolIds").set(user.id, membership.schoolId);
    // Staff of a school whose premium lapsed keep read-only access for the grace period, then none.
    const access =
      membership?.role === "staff" && billingSettings(c.get("db")).enabled
        ? staffAccess(membership.premiumUntil)
        : "full";
    if (access === "read-only" && !SAFE_METHODS.has(c.req.method)) throw premiumRequired();
    const member = access === "none" ? null : membership;
    c.set("schoolId", member?.schoolId ?? null);
    c.set("role", member?.role ?? null);
  }
  await next();
});

/** The caller's school id, the scope of every tenant query; without a membership the caller owns nothing, so 404. */
export function callerSchoolId(c: VariableReader): string {
  const schoolId = c.get("schoolId");
  if (!schoolId) throw new NotFoundError("School");
  return schoolId;
}

/** Who the activity log names for this request's changes. */
export function callerActor(c: VariableReader): Actor {
  const user = sessionUser(c);
  return { userId: user.id, email: user.email, role: c.get("role") };
}
