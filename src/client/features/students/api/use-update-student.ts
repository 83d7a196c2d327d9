import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Student, StudentPage, UpdateStudentBody } from "@/shared/api/student";
import { apiRequest } from "../../../lib/api-client";
import { rollback, updateCachesOptimistically } from "../../../components/queries/optimistic";
import { queryKeys } from "../../../components/queries/query-keys";
import type { StudentFormValues } from "../student-form-schema";

type StudentEdit = Omit<StudentFormValues, "initialCourseFee">;

/** PUT /student/{studentId}: changed in every cached page at once, changed back if refused. */
export function useUpdateStudent(ledgerId: string) {
  const queryClient = useQueryClient();
  const replace = (page: StudentPage, id: string, patch: Partial<Student>): StudentPage => ({
    ...page,
    data: page.data.map((row) => (row._id === id ? { ...row, ...patch } : row)),
  });
  return useMutation({
    mutationFn: async ({ studentId, fields }: { studentId: string; fields: StudentEdit }) =>
      (
        await apiRequest<{ data: Student }>("PUT", `/student/${encodeURIComponent(studentId)}`, {
          ...fields,
          ledgerOwnerId: ledgerId,
        } satisfies UpdateStudentBody)
      ).data,
    onMutate: async ({ studentId, fields }) => ({
      snapshot: await updateCachesOptimistically<StudentPage>(
        queryClient,
        { queryKey: queryKeys.students(ledgerId) },
        (old) => replace(old, studentId, fields),
      ),
    }),
    onError: (_error, _variables, context) => rollback(queryClient, context?.snapshot),
    onSuccess: (student) => {
      queryClient.setQueriesData<StudentPage>(
        { queryKey: queryKeys.students(ledgerId) },
        (old) => old && replace(old, student._id, student),
      );
      queryClient.setQueryData(queryKeys.student(student._id), student);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.students(ledgerId) }),
  });
}
