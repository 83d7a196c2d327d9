import type { Transaction } from "@/shared/api/transaction";
import { apiRequest } from "../api-client";
import type { OutboxEntry } from "./outbox-store";

/** POST /transactions/add with the entry's own id as its Idempotency-Key: a resend is recorded once. */
export async function sendEntry(entry: Pick<OutboxEntry, "id" | "body">): Promise<Transaction> {
  return (
    await apiRequest<{ data: Transaction }>("POST", "/transactions/add", entry.body, {
      "idempotency-key": entry.id,
    })
  ).data;
}
