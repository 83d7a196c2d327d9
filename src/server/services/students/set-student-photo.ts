import { createHash } from "node:crypto";
import { errorCodes } from "../../../shared/api/envelope";
import { isJpeg, MAX_STUDENT_PHOTO_BYTES } from "../../../shared/api/student-photo";
import type { Database } from "../../db/database";
import { studentPhoto } from "../../db/schema";
import type { Actor } from "../activity/actor";
import { recordActivity } from "../activity/record-activity";
import { ServiceError } from "../errors";
import { requireOwnStudent } from "./require-own-student";
import { activityText } from "../../../shared/rules/activity-texts";

/** Stores (or replaces) a student's photo; answers the new version for the wire's `photoVersion`. */
export async function setStudentPhoto(
  db: Database,
  schoolId: string,
  actor: Actor,
  studentId: string,
  jpeg: Uint8Array,
): Promise<{ photoVersion: string }> {
  if (jpeg.byteLength > MAX_STUDENT_PHOTO_BYTES) {
    throw new ServiceError(413, errorCodes.PAYLOAD_TOO_LARGE, "The photo is larger than 50 KB.");
  }
  if (!isJpeg(jpeg)) throw new ServiceError(415, errorCodes.UNSUPPORTED_MEDIA_TYPE, "The photo must be a JPEG image.");
  // A hash, not a counter: a photo removed and set again never reuses a URL a browser has cached.
  const version = createHash("sha256").update(jpeg).digest("base64url").slice(0, 22);
  await db.transaction(async (tx) => {
    const { name } = await requireOwnStudent(tx, schoolId, studentId);
    const row = { jpeg, byteLength: jpeg.byteLength, version, updatedAt: new Date() };
    await tx
      .insert(studentPhoto)
      .values({ schoolId, studentId, ...row })
      .onConflictDoUpdate({ target: [studentPhoto.schoolId, studentPhoto.studentId], set: row });
    await recordActivity(tx, schoolId, actor, {
      action: "update",
      entity: "student",
      entityId: studentId,
      studentId,
      text: activityText("studentPhotoSet", { student: name }),
    });
  });
  return { photoVersion: version };
}
