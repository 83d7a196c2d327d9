import type { MemberRole } from "@/shared/api/team";
import type { Transaction } from "@/shared/api/transaction";
import { todayInIndia } from "@/shared/rules/calendar-date";

/**
 * Which row actions a member sees (issue 28), mirroring what the server allows so staff never see a
 * button it would refuse: money received with a number is cancelled (owner only), never deleted; the
 * owner deletes any other entry but a refund; staff only one they added themselves today (India's day).
 */
export function rowPermissions(role: MemberRole | undefined, userId: string | undefined, now = new Date()) {
  const receipt = (row: Transaction) => row.transactionType === "Credit" && row.receiptNo !== null;
  const addedByMeToday = (row: Transaction) =>
    userId !== undefined && row.createdBy === userId && todayInIndia(new Date(row.createdAt)) === todayInIndia(now);
  return {
    cancel: (row: Transaction) => role === "owner" && receipt(row) && !row.cancelled,
    // A refund paid out stays in the books: the server answers 409 to its delete.
    delete: (row: Transaction) =>
      !receipt(row) &&
      !row.refundNo &&
      !row.cancelled &&
      (role === "owner" || (role === "staff" && addedByMeToday(row))),
  };
}
