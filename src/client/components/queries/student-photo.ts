import { studentPhotoPath } from "@/shared/api/student-photo";

/** The photo's URL for an <img>: versioned, so the browser's day-long cached copy is always current. */
export function studentPhotoUrl(studentId: string, photoVersion: string): string {
  return `/api/v1${studentPhotoPath(studentId, photoVersion)}`;
}

/** The stored JPEG's bytes (from the browser's cache when it has them), for the ID card's PDF. */
export async function fetchStudentPhoto(studentId: string, photoVersion: string): Promise<Uint8Array> {
  const response = await fetch(studentPhotoUrl(studentId, photoVersion), { credentials: "same-origin" });
  if (!response.ok) throw new Error(`The photo could not be loaded (${response.status}).`);
  return new Uint8Array(await response.arrayBuffer());
}
