import { queryOptions } from "@tanstack/react-query";
import type { DemandSlip } from "@/shared/api/demand-slip";
import { queryKeys } from "../../components/queries/query-keys";
import { apiRequest } from "../api-client";
import { slipListPath, type BillsScope } from "./bills-scope";

/** The slips of a scope. The /demand-slip list and the Print button share this cache entry. */
export function demandSlipsQuery(scope: BillsScope) {
  return queryOptions({
    queryKey: queryKeys.demandSlips(scope),
    queryFn: async () => (await apiRequest<{ data: DemandSlip[] }>("GET", slipListPath(scope))).data,
  });
}
