import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Ledger } from "@/shared/api/ledger";
import { apiRequest } from "../../lib/api-client";
import { queryKeys } from "./query-keys";

/** GET /ledger/{schoolId}: the ledger page lists it; the student and transaction pages take their headings from it. */
export function ledgersQuery(schoolId: string | undefined) {
  return queryOptions({
    queryKey: queryKeys.ledgers(schoolId ?? ""),
    enabled: Boolean(schoolId),
    queryFn: async () => (await apiRequest<{ data: Ledger[] }>("GET", `/ledger/${encodeURIComponent(schoolId!)}`)).data,
  });
}

/** One ledger out of the school's list (sharing its cache); null when the school has no such ledger. */
export function useLedgerById(schoolId: string | undefined, ledgerId: string | undefined) {
  return useQuery({
    ...ledgersQuery(ledgerId ? schoolId : undefined),
    select: (ledgers) => ledgers.find((ledger) => ledger._id === ledgerId) ?? null,
  });
}
