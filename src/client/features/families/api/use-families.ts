import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import type { FamiliesPage, FamilyLink } from "@/shared/api/family";
import { apiRequest } from "../../../lib/api-client";

export const familyKeys = {
  page: (search: string, page: number) => ["families", search, page] as const,
};

export function useFamilies(search: string, page: number) {
  return useQuery({
    queryKey: familyKeys.page(search, page),
    queryFn: () => {
      const params = new URLSearchParams({ page: String(page) });
      if (search) params.set("search", search);
      return apiRequest<FamiliesPage>("GET", `/families?${params}`);
    },
    placeholderData: keepPreviousData,
  });
}

/** A new link each time (the code is shown once; the server keeps its hash). */
export function useCreateFamilyLink() {
  return useMutation({
    mutationFn: async (phone: string) =>
      (await apiRequest<{ data: FamilyLink }>("POST", `/families/${phone}/link`)).data,
  });
}

export function useRevokeFamilyLink() {
  return useMutation({
    mutationFn: async (phone: string) =>
      (await apiRequest<{ data: { revoked: boolean } }>("DELETE", `/families/${phone}/link`)).data,
  });
}
