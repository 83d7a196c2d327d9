import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../components/queries/query-keys";

/** What the form asks for the photo: a new JPEG (with a data URL to show it), its removal, or nothing. */
export type PhotoChange = { kind: "keep" } | { kind: "set"; jpeg: Blob; previewUrl: string } | { kind: "remove" };

/** PUT or DELETE /student/{studentId}/photo; the student's `photoVersion` changes, so their pages refresh. */
export function useSaveStudentPhoto(ledgerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ studentId, change }: { studentId: string; change: PhotoChange }) => {
      const path = `/student/${encodeURIComponent(studentId)}/photo`;
      if (change.kind === "set") await apiRequest("PUT", path, change.jpeg);
      else if (change.kind === "remove") await apiRequest("DELETE", path);
    },
    onSettled: (_data, _error, { studentId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.students(ledgerId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.student(studentId) }),
      ]),
  });
}
