import type { Ledger } from "@/shared/api/ledger";

/**
 * The `<option>`s of a "choose a ledger" select, one per ledger, valued by its id. The label reads the
 * same in every language (name · class · session), so it needs no translation.
 */
export function LedgerOptions({ ledgers }: { ledgers: readonly Ledger[] | undefined }) {
  return ledgers?.map((ledger) => (
    <option key={ledger._id} value={ledger._id}>
      {`${ledger.ledgerName} · ${ledger.className} · ${ledger.sessionYear}`}
    </option>
  ));
}
