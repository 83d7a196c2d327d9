import { useMemo } from "react";
import type { Transaction } from "@/shared/api/transaction";
import type { OutboxEntry } from "../../../lib/outbox/outbox-store";
import { useOutbox } from "../../../lib/outbox/use-outbox";

const PREFIX = "outbox:";

/** An outbox entry as a row of the student's list: no receipt number until the server gives one. */
export function outboxRow(entry: OutboxEntry): Transaction {
  const { body } = entry;
  return {
    _id: `${PREFIX}${entry.id}`,
    studentOwnerId: body.studentOwnerId,
    amount: Number(body.amount),
    description: body.description ?? "",
    transactionType: body.transactionType ?? "Credit",
    transactionDate: body.transactionDate,
    createdAt: new Date(entry.queuedAt).toISOString(),
    receiptNo: null,
    paymentMode: body.transactionType === "Debit" ? null : (body.paymentMode ?? null),
  };
}

/** Rows still on this device ("waiting to send"): they count in the balance but cannot be edited yet. */
export function isOutboxRowId(id: string): boolean {
  return id.startsWith(PREFIX);
}

/** One student's outbox: entries waiting to send (as rows) and entries the server refused. */
export function useStudentOutbox(studentId: string): { waiting: Transaction[]; refused: OutboxEntry[] } {
  const outbox = useOutbox();
  return useMemo(() => {
    const mine = outbox.filter((entry) => entry.body.studentOwnerId === studentId);
    return {
      waiting: mine.filter((entry) => !entry.refused).map(outboxRow),
      refused: mine.filter((entry) => entry.refused),
    };
  }, [outbox, studentId]);
}
