import { useQuery } from "@tanstack/react-query";
import { staffAccess, type StaffAccess } from "@/shared/billing/staff-access";
import { ApiRequestError } from "../api-client";
import { walletQuery } from "../wallet/wallet-query";
import { useCurrentUser } from "./use-current-user";
import { useMySchool } from "./use-my-school";

/**
 * A staff member's wallet copy may be days old (restored from the last visit) while their access
 * hangs on its premium expiry, so their opening of the app asks the server again past this age.
 */
const STAFF_WALLET_MAX_AGE_MS = 60_000;

/**
 * What the caller may do, as the server decides it (shared/billing/staff-access): "full" for the
 * owner and for staff of a premium school (or with billing off); "read-only" for staff during the
 * grace after premium lapsed; "none" after it — the server then answers 404 to every school route,
 * the wallet included, while the school lookup still names the school. Undefined while unknown.
 */
export function useStaffAccess(): StaffAccess | undefined {
  const { user } = useCurrentUser();
  const school = useMySchool(user?.id);
  const role = school.data?.role;
  const wallet = useQuery({ ...walletQuery, staleTime: STAFF_WALLET_MAX_AGE_MS, enabled: role === "staff" });
  if (role === "owner") return "full";
  if (role !== "staff") return undefined;
  // A removed member's lookup also ends in 404s: wait for the school answer, which then says null.
  if (wallet.error instanceof ApiRequestError && wallet.error.status === 404)
    return school.isFetching ? undefined : "none";
  if (!wallet.data) return undefined;
  return wallet.data.billing ? staffAccess(wallet.data.premiumUntil) : "full";
}
