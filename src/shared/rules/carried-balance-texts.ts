import { systemText } from "./system-texts";

/**
 * The descriptions the app itself writes on import and session rollover, stored as system-text
 * codes (decision 0014) and put into the reader's words when shown or printed.
 */
export const OPENING_BALANCE_TEXT = systemText("openingBalance");

/** Dues carried into the next session: shown "Previous balance 2025-26". */
export function previousBalanceText(fromSession: string): string {
  return systemText("previousBalance", fromSession);
}

/** Money paid in advance carried into the next session: shown "Advance from 2025-26". */
export function advanceFromText(fromSession: string): string {
  return systemText("advanceFrom", fromSession);
}

/** The old ledger's entry that settles a carried balance: shown "Carried to Class 6 2026-27". */
export function carriedToText(ledgerName: string): string {
  return systemText("carriedTo", ledgerName);
}
