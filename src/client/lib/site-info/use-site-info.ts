import { useQuery } from "@tanstack/react-query";
import type { SiteInfo } from "@/shared/api/site-info";
import { apiRequest } from "../api-client";

export const siteInfoQueryKey = ["site-info"] as const;

/** Support phone, e-mail and address from the server's configuration; public, and the same all visit. */
export function useSiteInfo() {
  return useQuery({
    queryKey: siteInfoQueryKey,
    queryFn: async () => (await apiRequest<{ data: SiteInfo }>("GET", "/site-info")).data,
    staleTime: Infinity,
  });
}
