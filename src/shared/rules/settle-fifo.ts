/**
 * Which payment settles which charge, as a pure function of one student's rows: the allocations
 * the director named are kept first (trimmed to what still fits when a payment or charge shrank),
 * then every payment's remainder settles the oldest open charge first, across heads. The server's
 * settle-students service writes what this returns; nothing else decides allocations.
 */

export interface SettleCharge {
  id: string;
  amountPaise: bigint;
}

export interface SettlePayment {
  id: string;
  amountPaise: bigint;
}

export interface SettleAllocation {
  paymentId: string;
  chargeId: string;
  amountPaise: bigint;
  named: boolean;
}

const minOf = (a: bigint, b: bigint): bigint => (a < b ? a : b);

/**
 * `charges` oldest first (due date, then date, then when written) and `payments` in the order they
 * came (date, then when written) — the caller's queries sort them. `named` are the allocations the
 * director chose, in any order; those of payments or charges not given (cancelled, deleted) drop.
 * A named pair that the oldest-first pass also reaches is one allocation, still named: the director
 * said this payment is for that charge, so more of it going there keeps their intent (the primary
 * key is the pair), and re-settling gives the same answer.
 */
export function settleFifo(
  charges: readonly SettleCharge[],
  payments: readonly SettlePayment[],
  named: readonly Omit<SettleAllocation, "named">[],
): SettleAllocation[] {
  const chargeLeft = new Map(charges.map((charge) => [charge.id, charge.amountPaise]));
  const paymentLeft = new Map(payments.map((payment) => [payment.id, payment.amountPaise]));
  const result = new Map<string, SettleAllocation>();
  const paymentOrder = new Map(payments.map((payment, index) => [payment.id, index]));
  const chargeOrder = new Map(charges.map((charge, index) => [charge.id, index]));
  const keptNamed = named
    .filter((allocation) => paymentOrder.has(allocation.paymentId) && chargeOrder.has(allocation.chargeId))
    .sort(
      (a, b) =>
        paymentOrder.get(a.paymentId)! - paymentOrder.get(b.paymentId)! ||
        chargeOrder.get(a.chargeId)! - chargeOrder.get(b.chargeId)!,
    );
  for (const allocation of keptNamed) {
    const fits = minOf(
      allocation.amountPaise,
      minOf(paymentLeft.get(allocation.paymentId)!, chargeLeft.get(allocation.chargeId)!),
    );
    if (fits <= 0n) continue;
    paymentLeft.set(allocation.paymentId, paymentLeft.get(allocation.paymentId)! - fits);
    chargeLeft.set(allocation.chargeId, chargeLeft.get(allocation.chargeId)! - fits);
    result.set(`${allocation.paymentId} ${allocation.chargeId}`, { ...allocation, amountPaise: fits, named: true });
  }
  let chargeIndex = 0;
  for (const payment of payments) {
    let left = paymentLeft.get(payment.id)!;
    while (left > 0n && chargeIndex < charges.length) {
      const charge = charges[chargeIndex]!;
      const open = chargeLeft.get(charge.id)!;
      if (open <= 0n) {
        chargeIndex += 1;
        continue;
      }
      const paid = minOf(left, open);
      left -= paid;
      chargeLeft.set(charge.id, open - paid);
      const key = `${payment.id} ${charge.id}`;
      const already = result.get(key);
      result.set(key, {
        paymentId: payment.id,
        chargeId: charge.id,
        amountPaise: (already?.amountPaise ?? 0n) + paid,
        named: already?.named ?? false,
      });
    }
  }
  return [...result.values()];
}
