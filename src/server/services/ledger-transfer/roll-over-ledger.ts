import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { RolloverResult, rolloverBodySchema } from "../../../shared/api/ledger-transfer";
import { todayInIndia } from "../../../shared/rules/calendar-date";
import { carryForward, settleCarried, type CarriedEntry } from "../../../shared/rules/carry-forward";
import { paiseToRupees } from "../../../shared/money";
import type { Database } from "../../db/database";
import { feeTransaction, ledger } from "../../db/schema";
import type { Actor } from "../activity/actor";
import { recordActivity } from "../activity/record-activity";
import { NotFoundError } from "../errors";
import { getLedger } from "../ledgers/get-ledger";
import { lockStudentSerials } from "../students/lock-student-serials";
import { insertStudents } from "./insert-students";
import { settleStudents } from "../allocations/settle-students";
import { listStudentBalances } from "./list-student-balances";
import { refuseMovedStudents } from "./refuse-moved-students";
import { activityText } from "../../../shared/rules/activity-texts";

/** Rows per INSERT of the old side's entries: 500 × 7 values, far below PostgreSQL's parameter limit. */
const SETTLE_BATCH = 500;

export type RolloverRequest = z.output<typeof rolloverBodySchema>;

/**
 * The next session's ledger with copies of the chosen students, in one transaction. Each carried
 * balance becomes one entry dated today ("Previous balance 2025-26" Dues or "Advance from 2025-26"
 * Received), so every student starts the new session owing exactly what they owed, and the old
 * student is settled by the matching "Carried to …" entry (decision 0042): each rupee is owed once.
 * A student rolled over before is refused (409 ALREADY_ROLLED_OVER).
 */
export async function rollOverLedger(
  db: Database,
  schoolId: string,
  actor: Actor,
  ledgerId: string,
  request: RolloverRequest,
): Promise<RolloverResult> {
  const result = await db.transaction(async (tx) => {
    // The school's serial counter before the old ledger's row: the lock order of every student write.
    await lockStudentSerials(tx, schoolId);
    const [from] = await tx
      .select()
      .from(ledger)
      .where(and(eq(ledger.schoolId, schoolId), eq(ledger.id, ledgerId)))
      // For update, not share: the carried-to entries below change the old ledger's kept counts.
      .for("update");
    if (!from) throw new NotFoundError("Ledger");
    const everyone = await listStudentBalances(tx, schoolId, ledgerId);
    const chosen = request.studentIds ? new Set(request.studentIds) : undefined;
    const moving = chosen ? everyone.filter((student) => chosen.has(student.id)) : everyone;
    // An id that is not a student of this ledger (or of this school) names nothing: 404, as everywhere.
    if (chosen && moving.length !== chosen.size) throw new NotFoundError("Student");
    await refuseMovedStudents(tx, schoolId, moving);

    const [created] = await tx
      .insert(ledger)
      .values({ schoolId, name: request.ledgerName, className: request.className, sessionYear: request.sessionYear })
      .returning({ id: ledger.id });
    const today = todayInIndia();
    let carriedPaise = 0n;
    const carried: (CarriedEntry | null)[] = moving.map(({ chargedPaise, receivedPaise }) => {
      const entry = request.carryBalances ? carryForward(chargedPaise - receivedPaise, from.sessionYear) : null;
      if (entry) carriedPaise += chargedPaise - receivedPaise;
      return entry;
    });
    const newIds = await insertStudents(
      tx,
      schoolId,
      created!.id,
      moving.map(({ id, ledgerId: _ledgerId, chargedPaise: _charged, receivedPaise: _received, ...fields }, index) => {
        const entry = carried[index];
        return { fields, rolledFromStudentId: id, opening: entry ? [{ ...entry, transactionDate: today }] : [] };
      }),
    );
    const settling = moving.flatMap(({ id }, index) => {
      const entry = carried[index];
      if (!entry) return [];
      const settle = settleCarried(entry, request.ledgerName);
      return [{ ...settle, schoolId, studentId: id, transactionDate: today, carriedToStudentId: newIds[index]! }];
    });
    for (let start = 0; start < settling.length; start += SETTLE_BATCH) {
      await tx.insert(feeTransaction).values(settling.slice(start, start + SETTLE_BATCH));
    }
    // "Carried to" settles the old side's open charges like a payment (or, for an advance, is a
    // charge the advance settles).
    await settleStudents(
      tx,
      schoolId,
      settling.map((entry) => entry.studentId),
    );
    await recordActivity(tx, schoolId, actor, {
      action: "create",
      entity: "ledger",
      entityId: created!.id,
      text: activityText("ledgerRolledOver", {
        students: moving.length,
        from: from.name,
        ledger: request.ledgerName,
        session: request.sessionYear,
        carried: paiseToRupees(carriedPaise),
      }),
    });
    return { ledgerId: created!.id, students: moving.length, carried: paiseToRupees(carriedPaise) };
  });
  return { ledger: await getLedger(db, schoolId, result.ledgerId), students: result.students, carried: result.carried };
}
