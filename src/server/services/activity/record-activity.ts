import type { ActivityAction, ActivityEntity } from "../../../shared/api/activity";
import type { Database, Transaction } from "../../db/database";
import { activityLog } from "../../db/schema";
import type { Actor } from "./actor";

export interface ActivityFacts {
  action: ActivityAction;
  entity: ActivityEntity;
  entityId: string;
  /** Short, with the amount where there is one ("Received ₹1,500 — Aarav Sharma"). */
  summary: string;
  /** The student the change concerns, for the Activity page's filter by student. */
  studentId?: string | null;
}

/**
 * Appends one activity entry. Call it with the transaction `tx` of the write it describes, so the
 * entry and the change commit together or not at all.
 */
export async function recordActivity(
  tx: Transaction | Database,
  schoolId: string,
  actor: Actor,
  facts: ActivityFacts,
): Promise<void> {
  await tx.insert(activityLog).values({
    schoolId,
    userId: actor.userId,
    email: actor.email,
    action: facts.action,
    entity: facts.entity,
    entityId: facts.entityId,
    studentId: facts.studentId ?? null,
    summary: facts.summary.slice(0, 300),
  });
}
