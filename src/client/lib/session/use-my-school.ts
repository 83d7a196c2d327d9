import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AddSchoolBody, School, SchoolSetup, UpdateSchoolBody } from "@/shared/api/school";
import { apiRequest } from "../api-client";
import { readStoredSchool, storeSchool } from "./school-storage";

export const schoolQueryKey = (uid: string) => ["school", uid] as const;

/** The caller's school (null before set-up); seeded from the browser's copy, then checked with the server. */
export function useMySchool(uid: string | undefined) {
  return useQuery(schoolQuery(uid));
}

/** The school query, shared by the hook and the start-up prefetch. */
export function schoolQuery(uid: string | undefined) {
  return queryOptions({
    queryKey: schoolQueryKey(uid ?? ""),
    enabled: Boolean(uid),
    initialData: () => (uid ? readStoredSchool(uid) : undefined),
    initialDataUpdatedAt: 0,
    queryFn: async () => {
      const { data } = await apiRequest<{ data: School | null }>("GET", `/school/uid/${encodeURIComponent(uid!)}`);
      storeSchool(data);
      return data;
    },
  });
}

export function useAddSchool(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: SchoolSetup) =>
      apiRequest<{ data: School }>("POST", "/school/add", { ...details, uid } satisfies AddSchoolBody),
    onSuccess: ({ data }) => {
      storeSchool(data);
      queryClient.setQueryData(schoolQueryKey(uid), data);
    },
  });
}

export function useUpdateSchool(school: School) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: UpdateSchoolBody) => apiRequest<{ data: School }>("PUT", `/school/${school._id}`, details),
    onSuccess: ({ data }) => {
      storeSchool(data);
      queryClient.setQueryData(schoolQueryKey(school.uid), data);
    },
  });
}
