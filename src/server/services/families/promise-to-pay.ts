import { and, eq, sql } from "drizzle-orm";
import type { FamilyPromise } from "../../../shared/api/family-promise";
import { errorCodes } from "../../../shared/api/envelope";
import { todayInIndia } from "../../../shared/rules/calendar-date";
import type { Database } from "../../db/database";
import { family } from "../../db/schema";
import { ServiceError } from "../errors";
import { ensureFamily } from "./ensure-family";
import { requireFamily } from "./require-family";

/**
 * The family promises to pay by `date`: the defaulters list leaves it out and reminder rounds skip
 * it until the date has passed. A new promise replaces the last one.
 */
export async function promiseToPay(
  db: Database,
  schoolId: string,
  phone: string,
  body: { date: string; note: string },
): Promise<FamilyPromise> {
  return db.transaction(async (tx) => {
    await requireFamily(tx, schoolId, phone);
    await ensureFamily(tx, schoolId, phone);
    if (body.date < todayInIndia()) {
      throw new ServiceError(400, errorCodes.VALIDATION, "A promised date cannot be in the past", [
        { path: "date", message: "Choose today or a later date" },
      ]);
    }
    await tx
      .update(family)
      .set({ promiseDate: body.date, promiseNote: body.note, promisedAt: sql`now()` })
      .where(and(eq(family.schoolId, schoolId), eq(family.phone, phone)));
    return { phone, date: body.date, note: body.note };
  });
}
