import { z } from "zod";
import { plainText } from "../rules/text";
import { successSchema } from "./envelope";

export const memberRoleSchema = z.enum(["owner", "staff"]);
export type MemberRole = z.infer<typeof memberRoleSchema>;

/** How many staff a premium school may have besides its owner. */
export const MAX_STAFF = 2;
/** An invitation can be accepted for this long after it is sent. */
export const INVITATION_DAYS = 7;

/** A user id from a path or query (better-auth ids are opaque text): bounded, no control characters. */
export const userIdSchema = plainText(128).pipe(z.string().min(1));

export const memberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: memberRoleSchema,
  joinedAt: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

export const invitationSchema = z.object({ id: z.string(), email: z.string(), expiresAt: z.string() });
export type Invitation = z.infer<typeof invitationSchema>;

/** GET /members: the team and the invitations still waiting for an answer. */
export const teamSchema = z.object({ members: z.array(memberSchema), invitations: z.array(invitationSchema) });
export type Team = z.infer<typeof teamSchema>;

export const inviteBodySchema = z.object({
  email: z
    .email({ error: "Enter a valid e-mail address" })
    .max(254)
    .transform((email) => email.toLowerCase()),
});
export type InviteBody = z.input<typeof inviteBodySchema>;

/** GET /invitations: what the signed-in user has been invited to. */
export const receivedInvitationSchema = invitationSchema.extend({ schoolName: z.string() });
export type ReceivedInvitation = z.infer<typeof receivedInvitationSchema>;

export const teamResponseSchema = successSchema(teamSchema);
export const invitationResponseSchema = successSchema(invitationSchema);
export const receivedInvitationsResponseSchema = successSchema(z.array(receivedInvitationSchema));
export const removedResponseSchema = successSchema(z.object({ id: z.string() }));
