import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { Transaction } from "@/shared/api/transaction";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../components/queries/query-keys";
import { invalidateStudentTotals } from "./invalidate-student-totals";
import { pendingDeletions } from "./pending-deletions";

export const UNDO_WINDOW_MS = 5_000;

/**
 * Delete with Undo. Chosen: hide the row at once and send DELETE only when the Undo window ends,
 * rather than delete and re-add, which would give the transaction a new id and could itself fail.
 * Closing the tab inside the window keeps the transaction, the safe side to err on.
 */
export function useDeleteTransaction(ids: { schoolId: string; studentId: string; ledgerId?: string }) {
  const { t } = useTranslation("transactions");
  const queryClient = useQueryClient();

  const commit = async (transaction: Transaction) => {
    try {
      await apiRequest("DELETE", `/transactions/${encodeURIComponent(transaction._id)}`);
      queryClient.setQueryData<Transaction[]>(queryKeys.transactions(ids.studentId), (old) =>
        old?.filter((row) => row._id !== transaction._id),
      );
      void invalidateStudentTotals(queryClient, ids);
    } catch (error) {
      toast.error(t("errors.delete", { message: (error as Error).message }));
    } finally {
      pendingDeletions.remove(transaction._id);
    }
  };

  return (transaction: Transaction) => {
    pendingDeletions.add(transaction._id);
    const timer = setTimeout(() => void commit(transaction), UNDO_WINDOW_MS);
    toast(t("deleted"), {
      duration: UNDO_WINDOW_MS,
      action: {
        label: t("undo"),
        onClick: () => {
          clearTimeout(timer);
          pendingDeletions.remove(transaction._id);
        },
      },
    });
  };
}
