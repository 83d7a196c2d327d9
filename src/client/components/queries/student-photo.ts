import { queryOptions } from "@tanstack/react-query";
import { studentPhotoPath } from "@/shared/api/student-photo";
import { queryKeys } from "./query-keys";

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

/** The stored photo as a `data:image/jpeg` URL (what the ID card's draft keeps); off without a version. */
export function studentPhotoDataUrlQuery(
  studentId: string | null | undefined,
  photoVersion: string | null | undefined,
) {
  return queryOptions({
    queryKey: queryKeys.studentPhoto(studentId ?? "", photoVersion ?? ""),
    enabled: Boolean(studentId && photoVersion),
    queryFn: async () => jpegDataUrl(await fetchStudentPhoto(studentId!, photoVersion!)),
    staleTime: Infinity,
    // Up to 70 KB of text: not worth keeping (or persisting for offline use) once the card is printed.
    gcTime: 60_000,
  });
}

function jpegDataUrl(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:image/jpeg;base64,${btoa(binary)}`;
}
