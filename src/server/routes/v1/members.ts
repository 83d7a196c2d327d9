import { createRoute, z } from "@hono/zod-openapi";
import {
  invitationResponseSchema,
  inviteBodySchema,
  removedResponseSchema,
  teamResponseSchema,
  userIdSchema,
} from "../../../shared/api/team";
import { callerActor, callerSchoolId } from "../../http/caller-school";
import { createRouter } from "../../http/create-router";
import { created, ok } from "../../http/ok";
import { requireRole } from "../../http/require-role";
import { inviteMember } from "../../services/team/invite-member";
import { listTeam } from "../../services/team/list-team";
import { removeMember } from "../../services/team/remove-member";
import { revokeInvitation } from "../../services/team/revoke-invitation";
import { createdResponse, errorResponses, fromMiddleware, idParams, jsonBody, jsonResponse } from "./openapi-helpers";

const ownerOnly = requireRole("owner");

const list = createRoute({
  method: "get",
  path: "/members",
  tags: ["team"],
  summary: "The school's members and its open invitations (owner only)",
  middleware: ownerOnly,
  responses: {
    ...jsonResponse(teamResponseSchema, "Members and invitations"),
    ...errorResponses(...fromMiddleware.memberRead, 403),
  },
});

const invite = createRoute({
  method: "post",
  path: "/members/invitations",
  tags: ["team"],
  summary: "Invite an e-mail address to join as staff for 7 days (owner only; 409 TEAM_FULL beyond 2 staff)",
  middleware: ownerOnly,
  request: jsonBody(inviteBodySchema),
  responses: {
    ...createdResponse(invitationResponseSchema, "The invitation"),
    // 402: the school is not premium; 409: already a member or invited, or the team is full.
    ...errorResponses(...fromMiddleware.memberWrite, 400, 409, 415),
  },
});

const revoke = createRoute({
  method: "delete",
  path: "/members/invitations/{id}",
  tags: ["team"],
  summary: "Revoke an open invitation (owner only)",
  middleware: ownerOnly,
  request: { params: idParams },
  responses: { ...jsonResponse(removedResponseSchema, "Revoked"), ...errorResponses(...fromMiddleware.memberWrite) },
});

const remove = createRoute({
  method: "delete",
  path: "/members/{userId}",
  tags: ["team"],
  summary: "Remove a staff member, effective on their next request (owner only; the owner cannot remove themself)",
  middleware: ownerOnly,
  request: { params: z.object({ userId: userIdSchema }) },
  responses: {
    ...jsonResponse(removedResponseSchema, "Removed"),
    // 409: the owner asked to remove themself.
    ...errorResponses(...fromMiddleware.memberWrite, 409),
  },
});

export const memberRoutes = createRouter()
  .openapi(list, async (c) => ok(c, await listTeam(c.get("db"), callerSchoolId(c))))
  .openapi(invite, async (c) =>
    created(c, await inviteMember(c.get("db"), callerSchoolId(c), callerActor(c), c.req.valid("json").email)),
  )
  .openapi(revoke, async (c) => {
    const { id } = c.req.valid("param");
    await revokeInvitation(c.get("db"), callerSchoolId(c), callerActor(c), id);
    return ok(c, { id });
  })
  .openapi(remove, async (c) => {
    const { userId } = c.req.valid("param");
    await removeMember(c.get("db"), callerSchoolId(c), callerActor(c), userId);
    return ok(c, { id: userId });
  });
