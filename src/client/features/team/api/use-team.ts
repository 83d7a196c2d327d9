import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Invitation, InviteBody, Team } from "@/shared/api/team";
import { apiRequest } from "../../../lib/api-client";

const teamKey = ["team"] as const;

/** `enabled`: only the owner may list the team, so callers wait until the role is known. */
export function useTeam(enabled = true) {
  return useQuery({
    queryKey: teamKey,
    enabled,
    queryFn: async () => (await apiRequest<{ data: Team }>("GET", "/members")).data,
  });
}

/** Invite, revoke and remove all change the team list, so each refreshes it. */
function useTeamChange<Input, Output>(request: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: request, onSettled: () => queryClient.invalidateQueries({ queryKey: teamKey }) });
}

export const useInvite = () =>
  useTeamChange(
    async (body: InviteBody) => (await apiRequest<{ data: Invitation }>("POST", "/members/invitations", body)).data,
  );
export const useRevokeInvitation = () =>
  useTeamChange((id: string) => apiRequest("DELETE", `/members/invitations/${id}`));
export const useRemoveMember = () =>
  useTeamChange((userId: string) => apiRequest("DELETE", `/members/${encodeURIComponent(userId)}`));
