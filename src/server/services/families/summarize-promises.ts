import { and, eq, gte } from "drizzle-orm";
import type { PromisesSummary } from "../../../shared/api/family-promise";
import { paiseToRupees } from "../../../shared/money";
import { todayInIndia } from "../../../shared/rules/calendar-date";
import type { Database } from "../../db/database";
import { family } from "../../db/schema";
import { listOwingFamilies } from "./list-owing-families";

/**
 * Families whose promised date has not passed and who still owe, with what they owe: the dues
 * page's "promised by 5 Dec: ₹12,400 from 9 families". A family that paid in full drops out.
 */
export async function summarizePromises(db: Database, schoolId: string): Promise<PromisesSummary> {
  const promised = await db
    .select({ phone: family.phone, date: family.promiseDate, note: family.promiseNote })
    .from(family)
    .where(and(eq(family.schoolId, schoolId), gte(family.promiseDate, todayInIndia())));
  if (promised.length === 0) return { families: 0, outstanding: 0, by: null, promises: [] };
  const owing = new Map(
    (await listOwingFamilies(db, schoolId, { phones: promised.map((p) => p.phone) })).map((f) => [f.phone, f]),
  );
  const promises = promised
    .filter((p) => owing.has(p.phone))
    .map((p) => {
      const f = owing.get(p.phone)!;
      return {
        phone: p.phone,
        date: p.date!,
        note: p.note ?? "",
        names: f.children.map((c) => c.name),
        paise: f.totalPaise,
      };
    })
    .sort((a, b) => a.date.localeCompare(b.date) || a.phone.localeCompare(b.phone));
  return {
    families: promises.length,
    outstanding: paiseToRupees(promises.reduce((sum, p) => sum + p.paise, 0n)),
    by: promises.at(-1)?.date ?? null,
    promises: promises.map(({ paise, ...p }) => ({ ...p, outstanding: paiseToRupees(paise) })),
  };
}
