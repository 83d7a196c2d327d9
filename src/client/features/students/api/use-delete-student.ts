import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { Student, StudentPage } from "@/shared/api/student";
import { apiRequest } from "../../../lib/api-client";
import { rollback, updateCachesOptimistically } from "../../../components/queries/optimistic";
import { queryKeys } from "../../../components/queries/query-keys";

/** DELETE /student/{studentId} (its transactions go too): gone at once, back with a toast if refused. */
export function useDeleteStudent({ schoolId, ledgerId }: { schoolId: string; ledgerId: string }) {
  const { t } = useTranslation("students");
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (student: Student) => apiRequest("DELETE", `/student/${encodeURIComponent(student._id)}`),
    onMutate: async (student) => ({
      snapshot: await updateCachesOptimistically<StudentPage>(
        queryClient,
        { queryKey: queryKeys.students(ledgerId) },
        (old) =>
          old.data.some((row) => row._id === student._id)
            ? { ...old, data: old.data.filter((row) => row._id !== student._id), totalCount: old.totalCount - 1 }
            : old,
      ),
    }),
    onError: (error, student, context) => {
      rollback(queryClient, context?.snapshot);
      toast.error(t("errors.delete", { name: student.name, message: error.message }));
    },
    onSuccess: (_data, student) => {
      queryClient.removeQueries({ queryKey: queryKeys.student(student._id) });
      queryClient.removeQueries({ queryKey: queryKeys.transactions(student._id) });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.students(ledgerId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.ledgers(schoolId) }),
      ]),
  });
}
