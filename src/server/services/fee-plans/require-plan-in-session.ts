import type { FeePlanInput } from "../../../shared/api/fee-plan";
import { isInSession } from "../../../shared/rules/fee-plan-periods";
import { ServiceError } from "../errors";

/** A date outside the ledger's session: nothing there is ever posted into it. */
export class OutsideSessionError extends ServiceError {
  constructor(sessionYear: string, what: string) {
    super(400, "OUTSIDE_SESSION", `${what} is outside the ledger's session ${sessionYear} (April to March).`);
  }
}

/**
 * A one-off's or a term's date must fall in the ledger's session: the schedule would never post it,
 * and the director should hear so when saving, not find it missing later.
 */
export function requirePlanInSession(input: FeePlanInput, sessionYear: string): void {
  const dates =
    input.schedule === "once" ? [input.dueDate] : input.schedule === "terms" ? input.terms.map((t) => t.dueDate) : [];
  const outside = dates.find((date) => !isInSession(date, sessionYear));
  if (outside) throw new OutsideSessionError(sessionYear, outside);
}
