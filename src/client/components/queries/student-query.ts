import { queryOptions } from "@tanstack/react-query";
import type { Student } from "@/shared/api/student";
import { apiRequest } from "../../lib/api-client";
import { queryKeys } from "./query-keys";

/** GET /student/{studentId}: the transaction page's heading and the ID card's prefill share it. */
export function studentQuery(studentId: string | null | undefined) {
  return queryOptions({
    queryKey: queryKeys.student(studentId ?? ""),
    enabled: Boolean(studentId),
    queryFn: async () =>
      (await apiRequest<{ data: Student }>("GET", `/student/${encodeURIComponent(studentId!)}`)).data,
  });
}
