import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ActivityPage } from "@/shared/api/activity";
import { queryKeys } from "../../../components/queries/query-keys";
import { apiRequest } from "../../../lib/api-client";

export interface ActivityParams {
  page: number;
  userId?: string;
  studentId?: string;
}

export function useActivity(params: ActivityParams, enabled = true) {
  const query = new URLSearchParams({ page: String(params.page) });
  if (params.userId) query.set("userId", params.userId);
  if (params.studentId) query.set("studentId", params.studentId);
  return useQuery({
    queryKey: queryKeys.activity(params),
    enabled,
    placeholderData: keepPreviousData,
    queryFn: () => apiRequest<ActivityPage>("GET", `/activity?${query}`),
  });
}
