import { OUTSIDE_SESSION } from "../../../shared/api/transaction";
import { isDateInSession } from "../../../shared/rules/fee-period";
import { ServiceError } from "../errors";

/**
 * A Dues date outside the ledger's session (April–March of its sessionYear) is usually a typo (27 Nov
 * 2026 on a 2025-26 ledger): refused with 400 OUTSIDE_SESSION unless the caller confirmed it.
 */
export function refuseOutsideSession(date: string, sessionYear: string, confirmed: boolean | undefined): void {
  if (confirmed || isDateInSession(date, sessionYear)) return;
  throw new ServiceError(400, OUTSIDE_SESSION, `This date is outside ${sessionYear}`, undefined, { sessionYear });
}
