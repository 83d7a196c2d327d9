import type { InferSelectModel } from "drizzle-orm";
import type { School } from "../../../shared/api/school";
import type { school } from "../../db/schema";

export type SchoolRow = InferSelectModel<typeof school>;

/** Database row → the documented wire shape (SPEC §3). */
export function toSchoolWire(row: SchoolRow): School {
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
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
