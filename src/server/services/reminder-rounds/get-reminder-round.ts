import { and, eq, sql } from "drizzle-orm";
import type { ReminderRound, ReminderRoundFamily, SkipReason } from "../../../shared/api/reminder-round";
import { paiseToRupees } from "../../../shared/money";
import { todayInIndia } from "../../../shared/rules/calendar-date";
import type { Database } from "../../db/database";
import { reminderRound, reminderRoundFamily, school } from "../../db/schema";
import { selectRows } from "../../db/select-rows";
import { NotFoundError } from "../errors";
import { countedEntrySql } from "../dues/counted-entry-sql";
import { listOwingFamilies } from "../families/list-owing-families";
import type { ReceiptLinks } from "../receipt-verify/receipt-links";
import { familyLinkUrls } from "./family-links";

/**
 * Why a family still pending in a round should get no message now: it paid (a receipt of one of its
 * children, or nothing owing any more) or claimed a payment since the round began, or promised a
 * date still to come. Read live, so a payment during the round takes the family out at once.
 */
export async function liveSkipReasons(
  db: Database,
  schoolId: string,
  startedAt: Date,
  phones: readonly string[],
): Promise<Map<string, SkipReason>> {
  if (phones.length === 0) return new Map();
  const list = sql.join(
    phones.map((p) => sql`${p}`),
    sql`, `,
  );
  const rows = await selectRows<{ phone: string; reason: SkipReason }>(
    db,
    sql`
      select distinct on (phone) phone, reason from (
        select s.phone_number as phone, 'paid' as reason, 1 as rank
        from fee_transaction t
        join student s on s.school_id = t.school_id and s.id = t.student_id
        where t.school_id = ${schoolId} and t.type = 'credit' and ${countedEntrySql("t")}
          and t.created_at >= ${startedAt.toISOString()}::timestamptz and s.phone_number in (${list})
        union all
        select c.phone, 'claimed', 2 from payment_claim c
        where c.school_id = ${schoolId} and c.created_at >= ${startedAt.toISOString()}::timestamptz and c.phone in (${list})
        union all
        select f.phone, 'promised', 3 from family f
        where f.school_id = ${schoolId} and f.promise_date >= ${todayInIndia()}::date and f.phone in (${list})
      ) reasons
      order by phone, rank`,
  );
  return new Map(rows.map((row) => [row.phone, row.reason]));
}

/** A round of the school with each family's state, children and amounts as they are now; foreign → 404. */
export async function getReminderRound(
  db: Database,
  schoolId: string,
  links: ReceiptLinks,
  roundId: string,
): Promise<ReminderRound> {
  const [round] = await db
    .select({
      id: reminderRound.id,
      startedAt: reminderRound.startedAt,
      finishedAt: reminderRound.finishedAt,
      skipDays: school.reminderSkipDays,
    })
    .from(reminderRound)
    .innerJoin(school, eq(school.id, reminderRound.schoolId))
    .where(and(eq(reminderRound.schoolId, schoolId), eq(reminderRound.id, roundId)));
  if (!round) throw new NotFoundError("Reminder round");
  const members = await db
    .select({
      phone: reminderRoundFamily.phone,
      status: reminderRoundFamily.status,
      skipReason: reminderRoundFamily.skipReason,
    })
    .from(reminderRoundFamily)
    .where(and(eq(reminderRoundFamily.schoolId, schoolId), eq(reminderRoundFamily.roundId, roundId)))
    .orderBy(reminderRoundFamily.phone);
  const phones = members.map((m) => m.phone);
  const pending = members.filter((m) => m.status === "pending").map((m) => m.phone);
  const [owing, skips, linkUrls] = await Promise.all([
    listOwingFamilies(db, schoolId, { phones }),
    liveSkipReasons(db, schoolId, round.startedAt, pending),
    familyLinkUrls(db, schoolId, links, phones),
  ]);
  const byPhone = new Map(owing.map((f) => [f.phone, f]));
  const families: ReminderRoundFamily[] = members.map((member) => {
    const owes = byPhone.get(member.phone);
    const live = member.status === "pending" ? (owes ? skips.get(member.phone) : "paid") : undefined;
    return {
      phone: member.phone,
      status: live ? "skipped" : member.status,
      skipReason: live ?? (member.skipReason as SkipReason | null),
      guardianName: owes?.children.find((c) => c.fatherName.trim())?.fatherName ?? "",
      children: (owes?.children ?? []).map((c) => ({
        studentId: c.studentId,
        name: c.name,
        ledgerName: c.ledgerName,
        outstanding: paiseToRupees(c.outstandingPaise),
      })),
      total: paiseToRupees(owes?.totalPaise ?? 0n),
      link: linkUrls.get(member.phone) ?? null,
    };
  });
  // Largest first, as the defaulters list: the round walks the families that owe most first.
  families.sort((a, b) => b.total - a.total || a.phone.localeCompare(b.phone));
  const count = (status: ReminderRoundFamily["status"]) => families.filter((f) => f.status === status).length;
  return {
    id: round.id,
    startedAt: round.startedAt.toISOString(),
    finishedAt: round.finishedAt?.toISOString() ?? null,
    skipDays: round.skipDays,
    families,
    counts: { pending: count("pending"), sent: count("sent"), skipped: count("skipped") },
  };
}
