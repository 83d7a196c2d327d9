import { useQuery } from "@tanstack/react-query";
import type { ReceivedInvitation } from "@/shared/api/team";
import { apiRequest } from "../api-client";

export const receivedInvitationsKey = ["invitations"] as const;

/** Invitations waiting for the signed-in user; asked only while they have no school. */
export function useReceivedInvitations(enabled: boolean) {
  return useQuery({
    queryKey: receivedInvitationsKey,
    enabled,
    queryFn: async () => (await apiRequest<{ data: ReceivedInvitation[] }>("GET", "/invitations")).data,
  });
}
