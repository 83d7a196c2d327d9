import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "../../../components/queries/query-keys";

/**
 * A transaction added, corrected or deleted changes the student's totals, the counts and balances the
 * student and ledger lists show, and the school's dues and slips.
 */
export function invalidateStudentTotals(
  queryClient: QueryClient,
  ids: { schoolId: string; studentId: string; ledgerId?: string },
) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.transactions(ids.studentId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.student(ids.studentId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.ledgers(ids.schoolId) }),
    ids.ledgerId ? queryClient.invalidateQueries({ queryKey: queryKeys.students(ids.ledgerId) }) : undefined,
    queryClient.invalidateQueries({ queryKey: queryKeys.dues() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.demandSlips() }),
  ]);
}
