import { createRoute } from "@hono/zod-openapi";
import { schoolResponseSchema } from "../../../shared/api/school";
import { receivedInvitationsResponseSchema, removedResponseSchema } from "../../../shared/api/team";
import { callerActor } from "../../http/caller-school";
import { createRouter } from "../../http/create-router";
import { ok } from "../../http/ok";
import { sessionUser } from "../../http/require-session";
import { getSchoolForUser } from "../../services/school/get-school-for-user";
import { toSchoolWire } from "../../services/school/to-school-wire";
import { acceptInvitation } from "../../services/team/accept-invitation";
import { declineInvitation } from "../../services/team/decline-invitation";
import { listReceivedInvitations } from "../../services/team/list-received-invitations";
import { errorResponses, fromMiddleware, idParams, jsonResponse } from "./openapi-helpers";

// These answer the signed-in user, who usually has no school yet: no role is required.

const list = createRoute({
  method: "get",
  path: "/invitations",
  tags: ["team"],
  summary: "The signed-in user's open invitations, with the school's name",
  responses: {
    ...jsonResponse(receivedInvitationsResponseSchema, "Invitations"),
    ...errorResponses(...fromMiddleware.signedInRead),
  },
});

const accept = createRoute({
  method: "post",
  path: "/invitations/{id}/accept",
  tags: ["team"],
  summary: "Join the inviting school as staff (409 for anyone who already belongs to a school)",
  request: { params: idParams },
  responses: {
    ...jsonResponse(schoolResponseSchema, "The school joined, with role staff"),
    // 402: the inviting school's premium has ended; 409: already in a school, or the team is full.
    ...errorResponses(...fromMiddleware.signedInWrite, 404, 409),
  },
});

const decline = createRoute({
  method: "post",
  path: "/invitations/{id}/decline",
  tags: ["team"],
  summary: "Decline an invitation",
  request: { params: idParams },
  responses: {
    ...jsonResponse(removedResponseSchema, "Declined"),
    ...errorResponses(...fromMiddleware.signedInWrite, 404),
  },
});

export const invitationRoutes = createRouter()
  .openapi(list, async (c) => ok(c, await listReceivedInvitations(c.get("db"), sessionUser(c).email)))
  .openapi(accept, async (c) => {
    const actor = callerActor(c);
    await acceptInvitation(c.get("db"), actor, c.req.valid("param").id);
    const joined = await getSchoolForUser(c.get("db"), actor.userId);
    return ok(c, toSchoolWire(joined!));
  })
  .openapi(decline, async (c) => {
    const { id } = c.req.valid("param");
    await declineInvitation(c.get("db"), callerActor(c), id);
    return ok(c, { id });
  });
