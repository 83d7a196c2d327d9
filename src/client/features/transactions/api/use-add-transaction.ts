import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { AddTransactionBody, addTransactionBodySchema, Transaction } from "@/shared/api/transaction";
import { isOnline } from "../../../lib/online-status";
import { putEntry } from "../../../lib/outbox/outbox-store";
import { isNetworkFailure } from "../../../lib/outbox/refusal";
import { sendEntry } from "../../../lib/outbox/send-entry";
import { drainNow } from "../../../lib/outbox/start-outbox";
import { optimisticId } from "../../../components/queries/optimistic-id";
import { rollback, updateCachesOptimistically } from "../../../components/queries/optimistic";
import { queryKeys } from "../../../components/queries/query-keys";
import { invalidateStudentTotals } from "./invalidate-student-totals";
import { isOutboxRowId, outboxRow } from "./outbox-rows";

/** The dialog's checked values: the amount already parsed to exact rupees. */
export type NewTransaction = Omit<z.output<typeof addTransactionBodySchema>, "studentOwnerId">;

/**
 * POST /transactions/add: the row and the totals change at once; a refusal takes them back. Without
 * a network (offline, or the send never reached an answer) the entry goes to the outbox instead and
 * is shown from there, "waiting to send"; its id is the Idempotency-Key of this first send and of
 * every resend, so a send whose answer was lost is still recorded once.
 */
export function useAddTransaction(ids: { schoolId: string; studentId: string; ledgerId?: string }) {
  const queryClient = useQueryClient();
  const key = queryKeys.transactions(ids.studentId);
  return useMutation({
    mutationFn: async (fields: NewTransaction): Promise<Transaction> => {
      const entry = {
        id: crypto.randomUUID(),
        queuedAt: Date.now(),
        schoolId: ids.schoolId,
        ledgerId: ids.ledgerId,
        body: { ...fields, studentOwnerId: ids.studentId } satisfies AddTransactionBody,
      };
      if (isOnline()) {
        try {
          return await sendEntry(entry);
        } catch (error) {
          if (!isNetworkFailure(error)) throw error;
        }
      }
      await putEntry(entry);
      // Still "online" after a send that never got its answer: try again at once (the same key).
      if (isOnline()) drainNow();
      return outboxRow(entry);
    },
    onMutate: async (fields) => {
      // The receipt number comes from the server; the row shows it once the list is read again.
      const placeholder: Transaction = {
        ...fields,
        _id: optimisticId(),
        studentOwnerId: ids.studentId,
        createdAt: new Date().toISOString(),
        receiptNo: null,
        paymentMode: fields.paymentMode ?? null,
      };
      return {
        snapshot: await updateCachesOptimistically<Transaction[]>(
          queryClient,
          { queryKey: key, exact: true },
          (old) => [...old, placeholder],
        ),
      };
    },
    onError: (_error, _fields, context) => rollback(queryClient, context?.snapshot),
    // A queued entry is shown from the outbox, not from the cache.
    onSuccess: (row, _fields, context) => {
      if (isOutboxRowId(row._id)) rollback(queryClient, context?.snapshot);
    },
    onSettled: () => invalidateStudentTotals(queryClient, ids),
  });
}
