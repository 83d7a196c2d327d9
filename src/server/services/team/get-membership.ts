import { eq } from "drizzle-orm";
import type { MemberRole } from "../../../shared/api/team";
import type { Database, Transaction } from "../../db/database";
import { schoolMember, wallet } from "../../db/schema";

export interface Membership {
  schoolId: string;
  role: MemberRole;
  /** The school's premium expiry: staff access depends on it (lapse grace). */
  premiumUntil: Date | null;
}

/** The school the user belongs to, their role there and the school's premium, in one query; null without one. */
export async function getMembership(db: Database | Transaction, userId: string): Promise<Membership | null> {
  const [row] = await db
    .select({ schoolId: schoolMember.schoolId, role: schoolMember.role, premiumUntil: wallet.premiumUntil })
    .from(schoolMember)
    .leftJoin(wallet, eq(wallet.schoolId, schoolMember.schoolId))
    .where(eq(schoolMember.userId, userId))
    .limit(1);
  return row ?? null;
}
