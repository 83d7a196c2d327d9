import { and, eq, inArray } from "drizzle-orm";
import type { BankCredit } from "../../../shared/api/bank-statement";
import { paiseToRupees } from "../../../shared/money";
import type { Database, Transaction } from "../../db/database";
import { family, paymentClaim, paymentReference } from "../../db/schema";
import { listOwingFamilies } from "../families/list-owing-families";
import { requireFamily } from "../families/require-family";
import { oldestDuesFirst } from "../payment-claims/confirm-payment-claim";
import type { StatementCredit } from "./read-statement";

/** A credit's family share per child, as the claim split it or the family's oldest dues first. */
export async function shareCredit(
  db: Database | Transaction,
  schoolId: string,
  phone: string,
  amountPaise: bigint,
  split?: { studentId: string; amountPaise: number | bigint }[] | null,
) {
  const children = await requireFamily(db, schoolId, phone);
  const shares = split
    ? split.map((s) => ({ studentId: s.studentId, amountPaise: BigInt(s.amountPaise) }))
    : await oldestDuesFirst(db as Transaction, schoolId, children, amountPaise);
  return shares
    .filter((share) => share.amountPaise > 0n)
    .map((share) => ({ share, child: children.find((c) => c.studentId === share.studentId) }));
}

/**
 * Each credit's family: first its UTR against a pending claim, then a family reference
 * ("BAHI-7Q4K") in the narration, then an amount exactly one family owes in all — several such
 * families are offered as candidates. Reads only: nothing is written before the director confirms.
 */
export async function matchCredits(db: Database, schoolId: string, credits: StatementCredit[]): Promise<BankCredit[]> {
  const keys = [...new Set(credits.map((c) => c.key))];
  const utrs = [...new Set(credits.flatMap((c) => (c.reference ? [c.reference] : [])))];
  const [recorded, claims, references, owing] = await Promise.all([
    keys.length === 0
      ? []
      : db
          .select({ reference: paymentReference.reference })
          .from(paymentReference)
          .where(and(eq(paymentReference.schoolId, schoolId), inArray(paymentReference.reference, keys))),
    utrs.length === 0
      ? []
      : db
          .select()
          .from(paymentClaim)
          .where(
            and(
              eq(paymentClaim.schoolId, schoolId),
              eq(paymentClaim.status, "pending"),
              inArray(paymentClaim.utr, utrs),
            ),
          ),
    db.select({ phone: family.phone, reference: family.reference }).from(family).where(eq(family.schoolId, schoolId)),
    listOwingFamilies(db, schoolId),
  ]);
  const done = new Set(recorded.map((r) => r.reference));
  const claimByUtr = new Map(claims.map((claim) => [claim.utr, claim]));
  const byTotal = new Map<bigint, typeof owing>();
  for (const f of owing) byTotal.set(f.totalPaise, [...(byTotal.get(f.totalPaise) ?? []), f]);

  const out: BankCredit[] = [];
  for (const credit of credits) {
    const claim = credit.reference ? claimByUtr.get(credit.reference) : undefined;
    const upper = credit.narration.toUpperCase();
    const named = references.find((r) => new RegExp(`(^|[^A-Z0-9])${r.reference}([^A-Z0-9]|$)`).test(upper));
    const sameAmount = byTotal.get(credit.amountPaise) ?? [];
    const [kind, phone] = claim
      ? (["claim", claim.phone] as const)
      : named
        ? (["reference", named.phone] as const)
        : sameAmount.length === 1
          ? (["amount", sameAmount[0]!.phone] as const)
          : (["none", null] as const);
    const students = phone
      ? (
          await shareCredit(
            db,
            schoolId,
            phone,
            credit.amountPaise,
            claim?.amountPaise === credit.amountPaise ? claim.split : null,
          )
        ).map(({ share, child }) => ({
          studentId: share.studentId,
          name: child?.name ?? "",
          ledgerName: child?.ledgerName ?? "",
          amount: paiseToRupees(share.amountPaise),
        }))
      : [];
    out.push({
      date: credit.date,
      amount: paiseToRupees(credit.amountPaise),
      reference: credit.reference,
      narration: credit.narration,
      duplicate: done.has(credit.key),
      match: {
        kind,
        phone,
        students,
        candidates:
          kind === "none" && sameAmount.length > 1
            ? sameAmount.map((f) => ({
                phone: f.phone,
                names: f.children.map((c) => c.name),
                total: paiseToRupees(f.totalPaise),
              }))
            : [],
      },
    });
  }
  return out;
}
