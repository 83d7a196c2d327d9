import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { School } from "@/shared/api/school";
import { apiRequest } from "../../../lib/api-client";
import { schoolQueryKey } from "../../../lib/session/use-my-school";
import { storeSchool } from "../../../lib/session/school-storage";
import { receivedInvitationsKey } from "../../../lib/session/use-received-invitations";

/** Accept joins the school (the session now has one); decline just drops the invitation. */
export function useAnswerInvitation(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, answer }: { id: string; answer: "accept" | "decline" }) =>
      answer === "accept"
        ? (await apiRequest<{ data: School }>("POST", `/invitations/${id}/accept`)).data
        : (await apiRequest("POST", `/invitations/${id}/decline`), null),
    onSuccess: (school) => {
      if (school) {
        storeSchool(school);
        queryClient.setQueryData(schoolQueryKey(uid), school);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: receivedInvitationsKey }),
  });
}
