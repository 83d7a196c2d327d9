import type { ActivityAction, ActivityEntity } from "../../../shared/api/activity";
import type { ActivityText } from "../../../shared/rules/activity-texts";
import type { Database, Transaction } from "../../db/database";
import { activityLog } from "../../db/schema";
import type { Actor } from "./actor";

export interface ActivityFacts {
  action: ActivityAction;
  entity: ActivityEntity;
  entityId: string;
  /** What happened, as a code with parameters: the reader's language puts it into words. */
  text: ActivityText;
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
    summary: `@${facts.text.code}`,
    params: facts.text.params,
  });
}
