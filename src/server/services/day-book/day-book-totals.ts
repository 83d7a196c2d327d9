import type { DayBook } from "../../../shared/api/day-book";
import { paiseToRupees, type Paise } from "../../../shared/money";

export interface HeadPaise {
  feeHeadId: string | null;
  name: string;
  paise: Paise;
}
interface MoveRow {
  amount: string;
  payment_mode: "cash" | "upi" | "cheque" | "bank" | null;
  user_id: string | null;
  by_name: string | null;
}

/** Not settling a charge: an advance, or a cancellation (its receipt's allocations were released). */
export const NOT_SETTLED = "Not settled";

/**
 * Totals summed in paise (no float adds) and turned to rupees once. By head, whatever the allocated
 * heads and refunds do not explain is "not settled", so every breakdown adds up to the same net.
 */
export function dayBookTotals(rows: MoveRow[], heads: HeadPaise[]): DayBook["totals"] {
  let net = 0n;
  const byMode = { cash: 0n, upi: 0n, cheque: 0n, bank: 0n, none: 0n };
  const byUser = new Map<string | null, { name: string; paise: Paise }>();
  for (const row of rows) {
    const paise = BigInt(row.amount);
    net += paise;
    byMode[row.payment_mode ?? "none"] += paise;
    const user = byUser.get(row.user_id) ?? { name: row.by_name ?? "—", paise: 0n };
    user.paise += paise;
    byUser.set(row.user_id, user);
  }
  const explained = heads.reduce((sum, h) => sum + h.paise, 0n);
  const allHeads =
    net === explained ? heads : [...heads, { feeHeadId: null, name: NOT_SETTLED, paise: net - explained }];
  return {
    net: paiseToRupees(net),
    byMode: {
      cash: paiseToRupees(byMode.cash),
      upi: paiseToRupees(byMode.upi),
      cheque: paiseToRupees(byMode.cheque),
      bank: paiseToRupees(byMode.bank),
      none: paiseToRupees(byMode.none),
    },
    byUser: [...byUser].map(([userId, u]) => ({ userId, name: u.name, amount: paiseToRupees(u.paise) })),
    byHead: allHeads
      .filter((h) => h.paise !== 0n)
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((h) => ({ feeHeadId: h.feeHeadId, name: h.name, amount: paiseToRupees(h.paise) })),
  };
}
