import type { schoolSetupSchema } from "../../../shared/api/school";
import type { z } from "zod";
import type { Database } from "../../db/database";
import { school, schoolMember } from "../../db/schema";
import type { Actor } from "../activity/actor";
import { recordActivity } from "../activity/record-activity";
import { billingSettings } from "../billing/billing-settings";
import { openWallet } from "../billing/open-wallet";
import { ConflictError } from "../errors";
import { generateSchoolCode } from "./generate-school-code";
import { getSchoolForUser } from "./get-school-for-user";
import type { MemberSchool } from "./to-school-wire";
import { activityText } from "../../../shared/rules/activity-texts";

const CODE_ATTEMPTS = 5;
const ALREADY_MEMBER = "This account already belongs to a school.";

/**
 * Sets up the caller's school, makes them its owner and opens its wallet, in one transaction. A
 * user belongs to at most one school, so an owner's second set-up, or a staff member's first, is a 409.
 */
export async function createSchool(
  db: Database,
  owner: Actor,
  details: z.output<typeof schoolSetupSchema>,
): Promise<MemberSchool> {
  return db.transaction(async (tx) => {
    if (await getSchoolForUser(tx, owner.userId)) throw new ConflictError(ALREADY_MEMBER);
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
      const [row] = await tx
        .insert(school)
        .values({
          code: generateSchoolCode(),
          ownerUserId: owner.userId,
          name: details.schoolName,
          directorName: details.directorName,
          contactNumber: details.contactNumber,
          address: details.address,
          upiVpa: details.upiVpa || null,
        })
        // A code collision or a concurrent set-up by the same user lands here instead of aborting.
        .onConflictDoNothing()
        .returning();
      if (row) {
        // user_id is unique: an invitation accepted meanwhile makes this insert a no-op.
        const joined = await tx
          .insert(schoolMember)
          .values({ schoolId: row.id, userId: owner.userId, role: "owner" })
          .onConflictDoNothing()
          .returning();
        if (joined.length === 0) throw new ConflictError(ALREADY_MEMBER);
        // The trial and welcome coins commit with the school, so no school ever exists without its wallet.
        await openWallet(tx, row.id, billingSettings(db), owner.userId);
        await recordActivity(tx, row.id, owner, {
          action: "create",
          entity: "school",
          entityId: row.id,
          text: activityText("schoolCreated", { school: row.name }),
        });
        return { ...row, role: "owner" as const };
      }
      if (await getSchoolForUser(tx, owner.userId)) throw new ConflictError(ALREADY_MEMBER);
    }
    throw new ConflictError("Could not allocate a school code; please try again.");
  });
}
