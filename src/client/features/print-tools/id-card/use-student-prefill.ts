import { useQuery } from "@tanstack/react-query";
import { ledgersQuery } from "../../../components/queries/ledgers-query";
import { studentPhotoDataUrlQuery } from "../../../components/queries/student-photo";
import { studentQuery } from "../../../components/queries/student-query";
import type { IdCardFormValues } from "./id-card-form-schema";
import { cardValuesFromStudent } from "./student-card-values";

export type StudentPrefill =
  | { status: "none" }
  | { status: "loading" }
  | { status: "failed"; message: string }
  | { status: "ready"; values: IdCardFormValues; photo: string | null };

/**
 * The card's values for `?studentId=` (the ID-card button of the student list): the student, then
 * the school's ledgers for the class and session of the student's ledger, and their stored photo.
 */
export function useStudentPrefill(studentId: string | null, schoolId: string | undefined): StudentPrefill {
  const student = useQuery(studentQuery(studentId));
  const ledgers = useQuery(ledgersQuery(student.data ? schoolId : undefined));
  const photo = useQuery(studentPhotoDataUrlQuery(studentId, student.data?.photoVersion));

  if (!studentId) return { status: "none" };
  if (student.isError) return { status: "failed", message: student.error.message };
  // Without its ledger the card still fills in, just without class and session; without its photo
  // (one that failed to load), with the empty photo box.
  if (
    !student.data ||
    (ledgers.isPending && ledgers.fetchStatus !== "idle") ||
    (photo.isPending && photo.fetchStatus !== "idle")
  )
    return { status: "loading" };
  const ledger = ledgers.data?.find((candidate) => candidate._id === student.data.ledgerOwnerId);
  return { status: "ready", values: cardValuesFromStudent(student.data, ledger), photo: photo.data ?? null };
}
