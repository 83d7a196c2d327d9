import { useQuery } from "@tanstack/react-query";
import type { FeeHead } from "@/shared/api/fee-head";
import { apiRequest } from "../../lib/api-client";
import { queryKeys } from "../queries/query-keys";

/** GET /fee-heads: the school's heads, archived ones too (old charges name them). */
export function useFeeHeads() {
  return useQuery({
    queryKey: queryKeys.feeHeads(),
    queryFn: async () => (await apiRequest<{ data: FeeHead[] }>("GET", "/fee-heads")).data,
    staleTime: 5 * 60_000,
  });
}

/** A head's name in the screen's language (the English one when no Hindi name was given). */
export function feeHeadName(head: Pick<FeeHead, "name" | "nameHi">, language: string): string {
  return language === "hi" && head.nameHi ? head.nameHi : head.name;
}
