import { sql, type SQL } from "drizzle-orm";
import type { Transaction } from "../../db/database";
import { wallet, walletEntry } from "../../db/schema";

type EntryValues = Omit<typeof walletEntry.$inferInsert, "id" | "createdAt">;

/**
 * Appends an entry and applies it to the wallet row, both or neither: the idempotency key is
 * unique, so a replay inserts nothing and changes nothing. Returns whether it applied.
 */
export async function addWalletEntry(tx: Transaction, entry: EntryValues & { dlPremium?: boolean }): Promise<boolean> {
  const { dlPremium = false, ...values } = entry;
  const [inserted] = await tx
    .insert(walletEntry)
    .values(values)
    .onConflictDoNothing({ target: walletEntry.idempotencyKey })
    .returning({ id: walletEntry.id });
  if (!inserted) return false;
  const coins = values.coins ?? 0;
  const days = values.days ?? 0;
  // Days stack onto whatever is left: greatest(now, expiry) + days (greatest ignores a null expiry).
  const extend = (column: typeof wallet.premiumUntil | typeof wallet.dlPremiumUntil) =>
    sql`greatest(now(), ${column}) + make_interval(days => ${days}::int)` as SQL<Date>;
  await tx
    .update(wallet)
    .set({
      coins: sql`${wallet.coins} + ${coins}::int`,
      ...(days > 0
        ? dlPremium
          ? { dlPremiumUntil: extend(wallet.dlPremiumUntil) }
          : { premiumUntil: extend(wallet.premiumUntil) }
        : {}),
      updatedAt: sql`now()`,
    })
    .where(sql`${wallet.schoolId} = ${values.schoolId}`);
  return true;
}
