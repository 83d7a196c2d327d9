import { and, eq, sql } from "drizzle-orm";
import type { ReminderRoundFamily } from "../../../shared/api/reminder-round";
import { activityText } from "../../../shared/rules/activity-texts";
import type { Database } from "../../db/database";
import { family, feeReminder, reminderRound, reminderRoundFamily } from "../../db/schema";
import type { Actor } from "../activity/actor";
import { recordActivity } from "../activity/record-activity";
import { requirePremium } from "../billing/require-premium";
import { NotFoundError } from "../errors";
import { ensureFamily } from "../families/ensure-family";
import type { ReceiptLinks } from "../receipt-verify/receipt-links";
import { getReminderRound, liveSkipReasons } from "./get-reminder-round";

/**
 * The director opened this family's WhatsApp message: the family is marked sent (reminded now, each
 * child too, for the defaulters list). A family that paid, claimed or promised since the round began
 * is marked skipped instead, and the answer says so — the client then opens no chat.
 */
export async function markFamilyReminded(
  db: Database,
  schoolId: string,
  actor: Actor,
  links: ReceiptLinks,
  roundId: string,
  phone: string,
): Promise<ReminderRoundFamily> {
  const [member] = await db
    .select({ status: reminderRoundFamily.status, startedAt: reminderRound.startedAt })
    .from(reminderRoundFamily)
    .innerJoin(
      reminderRound,
      and(eq(reminderRound.schoolId, reminderRoundFamily.schoolId), eq(reminderRound.id, reminderRoundFamily.roundId)),
    )
    .where(
      and(
        eq(reminderRoundFamily.schoolId, schoolId),
        eq(reminderRoundFamily.roundId, roundId),
        eq(reminderRoundFamily.phone, phone),
      ),
    );
  if (!member) throw new NotFoundError("Family of the round");
  await requirePremium(db, schoolId);
  if (member.status === "pending") {
    const current = (await getReminderRound(db, schoolId, links, roundId)).families.find((f) => f.phone === phone)!;
    const skip = (await liveSkipReasons(db, schoolId, member.startedAt, [phone])).get(phone) ?? current.skipReason;
    await db.transaction(async (tx) => {
      const thisFamily = and(
        eq(reminderRoundFamily.schoolId, schoolId),
        eq(reminderRoundFamily.roundId, roundId),
        eq(reminderRoundFamily.phone, phone),
        eq(reminderRoundFamily.status, "pending"),
      );
      if (skip) {
        await tx
          .update(reminderRoundFamily)
          .set({ status: "skipped", skipReason: skip, at: sql`now()` })
          .where(thisFamily);
      } else {
        const [marked] = await tx
          .update(reminderRoundFamily)
          .set({ status: "sent", at: sql`now()` })
          .where(thisFamily)
          .returning({ phone: reminderRoundFamily.phone });
        // A second tap that lost the race writes nothing more.
        if (marked) {
          await ensureFamily(tx, schoolId, phone);
          await tx
            .update(family)
            .set({ lastRemindedAt: sql`now()` })
            .where(and(eq(family.schoolId, schoolId), eq(family.phone, phone)));
          for (const child of current.children) {
            await tx.insert(feeReminder).values({ schoolId, studentId: child.studentId });
            await recordActivity(tx, schoolId, actor, {
              action: "create",
              entity: "student",
              entityId: child.studentId,
              studentId: child.studentId,
              text: activityText("reminderSent", { student: child.name }),
            });
          }
        }
      }
      await tx
        .update(reminderRound)
        .set({ finishedAt: sql`now()` })
        .where(
          and(
            eq(reminderRound.schoolId, schoolId),
            eq(reminderRound.id, roundId),
            sql`not exists (select 1 from reminder_round_family p where p.school_id = ${schoolId}
                              and p.round_id = ${roundId} and p.status = 'pending')`,
          ),
        );
    });
  }
  return (await getReminderRound(db, schoolId, links, roundId)).families.find((f) => f.phone === phone)!;
}
