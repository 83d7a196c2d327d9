import type { Student } from "@/shared/api/student";
import { fetchStudentPhoto } from "../../../components/queries/student-photo";

/** The browser's own limit of connections per origin: more at once would only queue. */
const AT_ONCE = 6;

/**
 * The stored photos of the students that have one, a few at a time (a ledger of 60 is 3 MB at
 * most). A photo that fails to load leaves that card's box empty rather than stopping the print.
 */
export async function fetchLedgerPhotos(
  students: readonly Student[],
  fetchPhoto = fetchStudentPhoto,
): Promise<Map<string, Uint8Array>> {
  const queue = students.filter((student) => student.photoVersion);
  const photos = new Map<string, Uint8Array>();
  const worker = async () => {
    for (let student = queue.shift(); student; student = queue.shift()) {
      const bytes = await fetchPhoto(student._id, student.photoVersion!).catch(() => null);
      if (bytes) photos.set(student._id, bytes);
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, queue.length) }, worker));
  return photos;
}
