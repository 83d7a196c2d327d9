import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ImportPreview } from "@/shared/api/ledger-transfer";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../components/queries/query-keys";

function upload(file: File): FormData {
  const form = new FormData();
  form.set("file", file);
  return form;
}

/** POST /ledger/{ledgerId}/import?dryRun=true: every row checked, nothing written. */
export function usePreviewImport(ledgerId: string) {
  return useMutation({
    mutationFn: async (file: File) =>
      (
        await apiRequest<{ data: ImportPreview }>(
          "POST",
          `/ledger/${encodeURIComponent(ledgerId)}/import?dryRun=true`,
          upload(file),
        )
      ).data,
  });
}

/** POST /ledger/{ledgerId}/import: all the file's students, or none. */
export function useImportStudents({ schoolId, ledgerId }: { schoolId: string; ledgerId: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) =>
      (
        await apiRequest<{ data: { created: number } }>(
          "POST",
          `/ledger/${encodeURIComponent(ledgerId)}/import`,
          upload(file),
        )
      ).data,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.students(ledgerId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.ledgers(schoolId) }),
      ]),
  });
}
