import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";

/**
 * better-auth's revoke-session answers 200 for a token that is not the caller's, doing nothing; a
 * caller would believe a session was ended. Refuse it as 404, the answer for any id not one's own.
 */
export const ownSessionsOnly = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== "/revoke-session") return;
  const token: unknown = (ctx.body as { token?: unknown } | undefined)?.token;
  const caller = await getSessionFromCtx(ctx);
  if (!caller || typeof token !== "string") return; // better-auth itself answers 401 / 400
  const target = await ctx.context.internalAdapter.findSession(token);
  if (target?.session.userId !== caller.user.id) throw new APIError("NOT_FOUND", { message: "Session not found" });
});
