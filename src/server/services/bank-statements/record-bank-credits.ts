import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { confirmBankCreditsBodySchema, ConfirmBankCreditsResult } from "../../../shared/api/bank-statement";
import { rupeesToPaise } from "../../../shared/money";
import type { Database } from "../../db/database";
import { paymentClaim, paymentReference } from "../../db/schema";
import type { Actor } from "../activity/actor";
import { NotFoundError, ServiceError } from "../errors";
import { errorCodes } from "../../../shared/api/envelope";
import { requireFamily } from "../families/require-family";
import { insertReceived } from "../transactions/insert-received";
import { shareCredit } from "./match-credits";
import { creditKey, normalReference } from "./read-statement";

type ConfirmBody = z.output<typeof confirmBankCreditsBodySchema>;

/**
 * Records the credits the director confirmed, all in one transaction: each credit's reference (or,
 * without one, its statement line) enters the school's registry first — one already there is a
 * duplicate and writes nothing — then a Received row with its receipt per child, mode UPI or bank,
 * the reference on the row; a pending claim with that UTR is confirmed by it.
 */
export async function recordBankCredits(
  db: Database,
  schoolId: string,
  actor: Actor,
  body: ConfirmBody,
): Promise<ConfirmBankCreditsResult> {
  // Every family first, outside the writes: another school's phone is a 404 for the whole batch.
  const families = new Map<string, Awaited<ReturnType<typeof requireFamily>>>();
  for (const credit of body.credits)
    if (!families.has(credit.phone)) families.set(credit.phone, await requireFamily(db, schoolId, credit.phone));
  body.credits.forEach((credit, index) => {
    if (!credit.students) return;
    const children = families.get(credit.phone)!;
    if (credit.students.some((s) => !children.some((c) => c.studentId === s.studentId)))
      throw new NotFoundError("Student of the family");
    const total = credit.students.reduce((sum, s) => sum + rupeesToPaise(s.amount), 0n);
    if (total !== rupeesToPaise(credit.amount))
      throw new ServiceError(400, errorCodes.VALIDATION, "The children's shares must add up to the credit", [
        { path: `credits.${index}.students`, message: "The shares must add up to the amount" },
      ]);
  });
  return db.transaction(async (tx) => {
    const seen = new Map<string, number>();
    let recorded = 0;
    let skippedDuplicates = 0;
    let receipts = 0;
    for (const credit of body.credits) {
      const amountPaise = rupeesToPaise(credit.amount);
      const reference = credit.reference ? normalReference(credit.reference) : null;
      const key = creditKey(seen, credit.date, amountPaise, reference, credit.narration);
      const registered = await tx
        .insert(paymentReference)
        .values({ schoolId, reference: key, source: "bank-statement" })
        .onConflictDoNothing()
        .returning({ reference: paymentReference.reference });
      if (registered.length === 0) {
        skippedDuplicates++;
        continue;
      }
      const children = families.get(credit.phone)!;
      const shares = credit.students
        ? credit.students.map((s) => ({
            share: { studentId: s.studentId, amountPaise: rupeesToPaise(s.amount) },
            child: children.find((c) => c.studentId === s.studentId),
          }))
        : await shareCredit(tx, schoolId, credit.phone, amountPaise);
      const upi = /\bUPI\b/i.test(credit.narration) || (reference !== null && /^\d{12}$/.test(reference));
      for (const { share, child } of shares) {
        if (share.amountPaise <= 0n) continue;
        await insertReceived(tx, schoolId, actor, {
          studentId: share.studentId,
          studentName: child?.name ?? "",
          amountPaise: share.amountPaise,
          description: "",
          transactionDate: credit.date,
          paymentMode: upi ? "upi" : "bank",
          paymentReference: reference ? { reference, source: "bank-statement", register: false } : null,
        });
        receipts++;
      }
      if (reference)
        await tx
          .update(paymentClaim)
          .set({ status: "confirmed", decidedBy: actor.userId, decidedAt: sql`now()` })
          .where(
            and(
              eq(paymentClaim.schoolId, schoolId),
              eq(paymentClaim.utr, reference),
              eq(paymentClaim.status, "pending"),
            ),
          );
      recorded++;
    }
    return { recorded, skippedDuplicates, receipts };
  });
}
