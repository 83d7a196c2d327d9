import type { InferSelectModel } from "drizzle-orm";
import type { School } from "../../../shared/api/school";
import type { MemberRole } from "../../../shared/api/team";
import type { school } from "../../db/schema";

export type SchoolRow = InferSelectModel<typeof school>;
/** A school as one of its members sees it: the row and the member's role. */
export type MemberSchool = SchoolRow & { role: MemberRole };

/** Database row → the documented wire shape (SPEC §3), with the caller's role. */
export function toSchoolWire(row: MemberSchool): School {
  return {
    _id: row.id,
    schoolId: row.code,
    schoolName: row.name,
    directorName: row.directorName,
    contactNumber: row.contactNumber,
    address: row.address,
    uid: row.ownerUserId,
    upiVpa: row.upiVpa ?? "",
    slipDueDays: row.slipDueDays,
    staffMayCloseDay: row.staffMayCloseDay,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
