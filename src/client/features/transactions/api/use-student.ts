import { useQuery } from "@tanstack/react-query";
import type { Student } from "@/shared/api/student";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../components/queries/query-keys";

/** GET /student/{studentId}: the name for the heading and the ledger for the class. */
export function useStudent(studentId: string) {
  return useQuery({
    queryKey: queryKeys.student(studentId),
    queryFn: async () => (await apiRequest<{ data: Student }>("GET", `/student/${encodeURIComponent(studentId)}`)).data,
  });
}
