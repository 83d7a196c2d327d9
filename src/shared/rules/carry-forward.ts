import { advanceFromText, carriedToText, previousBalanceText } from "./carried-balance-texts";

export interface CarriedEntry {
  /** Dues (debit) for money still owed, Received (credit) for an advance. */
  type: "debit" | "credit";
  amountPaise: bigint;
  description: string;
}

/**
 * What a student's balance (Dues − Received, in paise) becomes in the next session's ledger: the
 * same balance as one entry, so the new ledger starts exactly where the old one ended. Settled: none.
 */
export function carryForward(balancePaise: bigint, fromSession: string): CarriedEntry | null {
  if (balancePaise === 0n) return null;
  return balancePaise > 0n
    ? { type: "debit", amountPaise: balancePaise, description: previousBalanceText(fromSession) }
    : { type: "credit", amountPaise: -balancePaise, description: advanceFromText(fromSession) };
}

/**
 * The old ledger's side of a carried balance (decision 0042): the same amount the other way, so the
 * old student ends at zero and each rupee is owed in one ledger only — Received for carried dues,
 * Dues for a carried advance.
 */
export function settleCarried(carried: CarriedEntry, toLedgerName: string): CarriedEntry {
  return {
    type: carried.type === "debit" ? "credit" : "debit",
    amountPaise: carried.amountPaise,
    description: carriedToText(toLedgerName),
  };
}

/** "2025-26" → "2026-27"; anything else is left for the director to type. */
export function nextSessionYear(sessionYear: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(sessionYear.trim());
  if (!match) return sessionYear;
  const next = Number(match[1]) + 1;
  return `${next}-${String((next + 1) % 100).padStart(2, "0")}`;
}

/** "10" → "11", "Class 9 B" → "Class 10 B": the first number goes up by one; no number, no change. */
export function nextClassName(className: string): string {
  return className.replace(/\d+/, (n) => String(Number(n) + 1));
}

/** The rollover form's suggestion: class + 1 and the next session, in the name as well when it has them. */
export function suggestNextSession(ledger: { ledgerName: string; className: string; sessionYear: string }) {
  const sessionYear = nextSessionYear(ledger.sessionYear);
  const className = nextClassName(ledger.className);
  let ledgerName = ledger.ledgerName.split(ledger.sessionYear).join(sessionYear);
  if (ledger.className.trim() && ledgerName.includes(ledger.className))
    ledgerName = ledgerName.replace(ledger.className, className);
  else if (ledgerName === ledger.ledgerName) ledgerName = nextClassName(ledgerName);
  return { ledgerName, className, sessionYear };
}
