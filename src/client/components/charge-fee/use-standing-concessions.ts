import { useQuery } from "@tanstack/react-query";
import type { ConcessionRule } from "@/shared/rules/concession";
import type { LedgerConcession } from "@/shared/api/concession";
import { apiRequest } from "../../lib/api-client";
import { useIsOwner } from "../../lib/session/use-my-role";
import { queryKeys } from "../queries/query-keys";
import { concessionRuleOf } from "./charge-plan";

const NONE: ReadonlyMap<string, ConcessionRule> = new Map();

/**
 * The ledger's standing concessions of one head, by student: what Charge fee's preview takes off
 * first. Concessions are the owner's to read (the server answers staff 403), so staff see the
 * preview without them and the note under it says they still apply.
 */
export function useStandingConcessions(ledgerId: string, feeHeadId: string): ReadonlyMap<string, ConcessionRule> {
  const isOwner = useIsOwner();
  const { data } = useQuery({
    queryKey: queryKeys.ledgerConcessions(ledgerId),
    queryFn: async () =>
      (await apiRequest<{ data: LedgerConcession[] }>("GET", `/ledger/${ledgerId}/concessions`)).data,
    enabled: isOwner,
  });
  if (!data) return NONE;
  return new Map(data.filter((c) => c.feeHeadId === feeHeadId).map((c) => [c.studentId, concessionRuleOf(c)]));
}
