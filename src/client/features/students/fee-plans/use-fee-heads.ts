import { useQuery } from "@tanstack/react-query";
import type { FeeHead } from "@/shared/api/fee-head";
import { apiRequest } from "../../../lib/api-client";

/** GET /fee-heads, for the plan dialog's head picker: the heads not archived, as the school named them. */
export function useFeeHeads(enabled = true) {
  return useQuery({
    queryKey: ["fee-heads"],
    queryFn: async () => (await apiRequest<{ data: FeeHead[] }>("GET", "/fee-heads")).data,
    select: (heads) => heads.filter((head) => !head.archived),
    enabled,
  });
}

/** A head's name in the page's language (the Hindi one when the school gave it). */
export function feeHeadName(head: Pick<FeeHead, "name" | "nameHi">, language: string): string {
  return language === "hi" && head.nameHi ? head.nameHi : head.name;
}
