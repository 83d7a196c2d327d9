import type { QueryClient } from "@tanstack/react-query";
import type { PrintTool } from "@/shared/billing/policy";
import type { PrintJob } from "@/shared/api/wallet";
import { apiRequest } from "../../../lib/api-client";
import { walletQueryKey } from "../../../lib/wallet/wallet-query";

/**
 * POST /print-jobs: the server charges one document (free while premium, else 1 coin; 402 NO_COINS
 * otherwise). The answer carries the wallet after the charge, which goes straight into the wallet
 * query; the wallet's history (under the same key) is refreshed because it gained an entry.
 */
export async function chargePrintJob(queryClient: QueryClient, tool: PrintTool): Promise<PrintJob> {
  const charge = (await apiRequest<{ data: PrintJob }>("POST", "/print-jobs", { tool })).data;
  queryClient.setQueryData(walletQueryKey, charge.wallet);
  void queryClient.invalidateQueries({
    queryKey: walletQueryKey,
    predicate: (query) => query.queryKey.length > walletQueryKey.length,
  });
  return charge;
}
