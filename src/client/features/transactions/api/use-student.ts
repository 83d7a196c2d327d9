import { useQuery } from "@tanstack/react-query";
import { studentQuery } from "../../../components/queries/student-query";

/** The student whose transactions are shown: the name for the heading and the ledger for the class. */
export function useStudent(studentId: string) {
  return useQuery(studentQuery(studentId));
}
