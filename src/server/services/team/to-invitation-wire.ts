import type { Invitation } from "../../../shared/api/team";

export function toInvitationWire(row: { id: string; email: string; expiresAt: Date }): Invitation {
  return { id: row.id, email: row.email, expiresAt: row.expiresAt.toISOString() };
}
