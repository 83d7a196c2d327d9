import type { Ledger } from "@/shared/api/ledger";

/** 'Search ledgers...': a case-insensitive match anywhere in the name, the class or the session year. */
export function filterLedgers(ledgers: readonly Ledger[], search: string): Ledger[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return [...ledgers];
  return ledgers.filter((ledger) =>
    [ledger.ledgerName, ledger.className, ledger.sessionYear].some((value) =>
      value.toLocaleLowerCase().includes(needle),
    ),
  );
}
