/**
 * The descriptions the app itself writes on import and session rollover, all in one place so that
 * storing them as codes translated at display time (system texts) is a change to this file only.
 */
export const OPENING_BALANCE_TEXT = "Opening balance";

/** Dues carried into the next session: "Previous balance 2025-26". */
export function previousBalanceText(fromSession: string): string {
  return `Previous balance ${fromSession}`;
}

/** Money paid in advance carried into the next session: "Advance from 2025-26". */
export function advanceFromText(fromSession: string): string {
  return `Advance from ${fromSession}`;
}
