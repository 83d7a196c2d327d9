import { sql } from "drizzle-orm";
import type { Transaction } from "../../../shared/api/transaction";
import type { Database } from "../../db/database";
import { receiptCodeFor, verifyHashOf } from "./receipt-codes";
import type { ReceiptLinks } from "./receipt-links";

/** Receipts and refund vouchers are what carry a public link; a Dues charge has nothing to verify. */
function isNumbered(transaction: Transaction): boolean {
  // refundNo arrives on the wire with the refunds of issue 28; read it if it is there.
  const refundNo = (transaction as { refundNo?: string | null }).refundNo;
  return Boolean(transaction.receiptNo || refundNo);
}

/**
 * Gives each receipt and refund its `verifyUrl` (/r/{code}) and stores the code's hash on rows that
 * have none yet — the lazy backfill of decision 0046: a row gets its hash the first time it is served,
 * which is before any print of it can carry the code.
 */
export async function withVerifyUrls(
  db: Database,
  schoolId: string,
  links: ReceiptLinks,
  transactions: Transaction[],
): Promise<Transaction[]> {
  const codes = new Map(
    transactions.filter(isNumbered).map((t) => [t._id, receiptCodeFor(links.secret, t._id)] as const),
  );
  if (codes.size === 0) return transactions;
  await storeMissingHashes(db, schoolId, codes);
  return transactions.map((t) => {
    const code = codes.get(t._id);
    return code ? { ...t, verifyUrl: `${links.publicUrl}/r/${code}` } : t;
  });
}

export async function withVerifyUrl(
  db: Database,
  schoolId: string,
  links: ReceiptLinks,
  transaction: Transaction,
): Promise<Transaction> {
  const [one] = await withVerifyUrls(db, schoolId, links, [transaction]);
  return one!;
}

/** One statement; rows already holding their hash are left alone (the same id always gives the same code). */
async function storeMissingHashes(db: Database, schoolId: string, codes: Map<string, string>) {
  const values = sql.join(
    [...codes].map(([id, code]) => sql`(${id}::uuid, ${verifyHashOf(code)})`),
    sql`, `,
  );
  await db.execute(sql`
    update fee_transaction f set verify_hash = v.hash
    from (values ${values}) as v(id, hash)
    where f.school_id = ${schoolId} and f.id = v.id and f.verify_hash is null`);
}
