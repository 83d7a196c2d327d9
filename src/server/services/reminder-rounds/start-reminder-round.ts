import { and, eq, gte, inArray, or, sql } from "drizzle-orm";
import type { ReminderRound, ReminderRoundFilter, SkipReason } from "../../../shared/api/reminder-round";
import { rupeesToPaise } from "../../../shared/money";
import { todayInIndia } from "../../../shared/rules/calendar-date";
import type { Database } from "../../db/database";
import { family, reminderRound, reminderRoundFamily, school } from "../../db/schema";
import type { Actor } from "../activity/actor";
import { requirePremium } from "../billing/require-premium";
import { ensureFamilyLinks } from "../families/ensure-family-links";
import { listOwingFamilies } from "../families/list-owing-families";
import { requireOwnLedger } from "../ledgers/require-own-ledger";
import type { ReceiptLinks } from "../receipt-verify/receipt-links";
import { getReminderRound } from "./get-reminder-round";

/**
 * "Remind all" over the dues page's filter: every family with an owing child the filter shows, once.
 * A family with a promised date to come, or reminded within the school's N days, is skipped from
 * the start; the rows are the round's progress, so a reload carries on where it stopped.
 */
export async function startReminderRound(
  db: Database,
  schoolId: string,
  actor: Actor,
  links: ReceiptLinks,
  filter: ReminderRoundFilter,
): Promise<ReminderRound> {
  if (filter.ledgerId) await requireOwnLedger(db, schoolId, filter.ledgerId);
  await requirePremium(db, schoolId);
  const families = await listOwingFamilies(db, schoolId, {
    ledgerId: filter.ledgerId,
    session: filter.session,
    search: filter.search,
    minPaise: filter.min === undefined ? undefined : rupeesToPaise(Math.max(filter.min, 0.01)),
  });
  const roundId = await db.transaction(async (tx) => {
    const [{ skipDays } = { skipDays: 3 }] = await tx
      .select({ skipDays: school.reminderSkipDays })
      .from(school)
      .where(eq(school.id, schoolId));
    const phones = families.map((f) => f.phone);
    const held =
      phones.length === 0
        ? []
        : await tx
            .select({ phone: family.phone, promiseDate: family.promiseDate })
            .from(family)
            .where(
              and(
                eq(family.schoolId, schoolId),
                inArray(family.phone, phones),
                or(
                  gte(family.promiseDate, todayInIndia()),
                  gte(family.lastRemindedAt, sql`now() - make_interval(days => ${skipDays})`),
                ),
              ),
            );
    const skipped = new Map<string, SkipReason>(
      held.map((h) => [h.phone, h.promiseDate && h.promiseDate >= todayInIndia() ? "promised" : "recently-reminded"]),
    );
    const [round] = await tx
      .insert(reminderRound)
      .values({
        schoolId,
        filter: {
          ledgerId: filter.ledgerId ?? null,
          session: filter.session ?? null,
          search: filter.search ?? null,
          min: filter.min ?? null,
        },
        startedBy: actor.userId,
      })
      .returning({ id: reminderRound.id });
    if (phones.length > 0)
      await tx.insert(reminderRoundFamily).values(
        phones.map((phone) => ({
          schoolId,
          roundId: round!.id,
          phone,
          status: skipped.has(phone) ? ("skipped" as const) : ("pending" as const),
          skipReason: skipped.get(phone) ?? null,
          at: skipped.has(phone) ? sql`now()` : null,
        })),
      );
    // Every message to send carries the family's parent page: those with none get one now.
    await ensureFamilyLinks(
      tx,
      schoolId,
      links,
      phones.filter((phone) => !skipped.has(phone)),
    );
    return round!.id;
  });
  return getReminderRound(db, schoolId, links, roundId);
}
