import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AddStudentBody, Student, StudentPage } from "@/shared/api/student";
import { apiRequest } from "../../../lib/api-client";
import { optimisticId } from "../../../components/queries/optimistic-id";
import { rollback, updateCachesOptimistically } from "../../../components/queries/optimistic";
import { queryKeys } from "../../../components/queries/query-keys";
import type { StudentFormValues } from "../student-form-schema";
import type { StudentPageParams } from "./use-student-page";

/**
 * POST /student/add. The student appears at the end of the page being looked at; the refetch that
 * follows puts them where the server sorts them. The ledger's counts change too.
 */
export function useAddStudent({
  schoolId,
  ledgerId,
  visiblePage,
}: {
  schoolId: string;
  ledgerId: string;
  visiblePage: StudentPageParams;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fields: StudentFormValues) =>
      (
        await apiRequest<{ data: Student }>("POST", "/student/add", {
          ...fields,
          ledgerOwnerId: ledgerId,
          schoolOwnerId: schoolId,
        } satisfies AddStudentBody)
      ).data,
    onMutate: async ({ initialCourseFee, ...fields }) => {
      const placeholder: Student = {
        ...fields,
        _id: optimisticId(),
        ledgerOwnerId: ledgerId,
        schoolOwnerId: schoolId,
        transactionCount: initialCourseFee ? 1 : 0,
        balance: initialCourseFee ?? 0,
        photoVersion: null,
      };
      const snapshot = await updateCachesOptimistically<StudentPage>(
        queryClient,
        { queryKey: queryKeys.students(ledgerId, visiblePage), exact: true },
        (old) => ({ ...old, data: [...old.data, placeholder], totalCount: old.totalCount + 1 }),
      );
      return { snapshot };
    },
    onError: (_error, _fields, context) => rollback(queryClient, context?.snapshot),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.students(ledgerId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.ledgers(schoolId) }),
      ]),
  });
}
