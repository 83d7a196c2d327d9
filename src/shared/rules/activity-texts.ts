/**
 * Activity entries are stored as a code with parameters and put into words by the reader's
 * language (decision 0014), so a Hindi Activity page never shows an English sentence. Parameters
 * are names people typed, numbers and rupee amounts; plans travel as their kind, coins and days.
 */
export interface ActivityTextParams {
  schoolCreated: { school: string };
  schoolUpdated: { school: string };
  reminderTemplatesChanged: Record<string, never>;
  ledgerCreated: { ledger: string; session: string };
  ledgerUpdated: { ledger: string; session: string };
  ledgerDeleted: { ledger: string; session: string; students: number };
  ledgerRolledOver: { students: number; from: string; ledger: string; session: string; carried: number };
  studentsImported: { students: number; ledger: string };
  studentCreated: { student: string; ledger: string; fee: number };
  studentUpdated: { student: string };
  studentDeleted: { student: string; transactions: number };
  studentPhotoSet: { student: string };
  studentPhotoRemoved: { student: string };
  reminderSent: { student: string };
  transactionCreated: { type: "credit" | "debit"; amount: number; student: string };
  transactionUpdated: { type: "credit" | "debit"; from: number; amount: number; student: string };
  transactionDeleted: { type: "credit" | "debit"; amount: number; student: string };
  duesCharged: { description: string; students: number; ledger: string; total: number };
  feePlanCreated: { plan: string; amount: number; ledger: string };
  feePlanDeleted: { plan: string; amount: number; ledger: string };
  feePlanPosted: { plan: string; periods: string; students: number; ledger: string; total: number };
  feePlanUpdated: { plan: string; amount: number; ledger: string };
  lateFinesPosted: { plan: string; students: number; ledger: string; total: number };
  lateFineWaived: { student: string; amount: number; reason: string };
  receiptCancelled: { receipt: string; amount: number; student: string; reason: string };
  refundPaid: { refund: string; amount: number; student: string; reason: string };
  dayClosed: { day: string; expected: number; counted: number; difference: number };
  dayReopened: { day: string; reason: string };
  memberInvited: { email: string };
  invitationRevoked: { email: string };
  invitationDeclined: Record<string, never>;
  memberJoined: { school: string };
  memberRemoved: { member: string };
  coinsSpent: { coins: number; tool: string };
  planBought: { kind: "coins" | "premium" | "dl-premium"; coins: number; days: number; amount: number };
}

export type ActivityCode = keyof ActivityTextParams;

const CODES: Record<ActivityCode, true> = {
  schoolCreated: true,
  schoolUpdated: true,
  reminderTemplatesChanged: true,
  ledgerCreated: true,
  ledgerUpdated: true,
  ledgerDeleted: true,
  ledgerRolledOver: true,
  studentsImported: true,
  studentCreated: true,
  studentUpdated: true,
  studentDeleted: true,
  studentPhotoSet: true,
  studentPhotoRemoved: true,
  reminderSent: true,
  transactionCreated: true,
  transactionUpdated: true,
  transactionDeleted: true,
  duesCharged: true,
  feePlanCreated: true,
  feePlanDeleted: true,
  feePlanPosted: true,
  feePlanUpdated: true,
  lateFinesPosted: true,
  lateFineWaived: true,
  receiptCancelled: true,
  refundPaid: true,
  dayClosed: true,
  dayReopened: true,
  memberInvited: true,
  invitationRevoked: true,
  invitationDeclined: true,
  memberJoined: true,
  memberRemoved: true,
  coinsSpent: true,
  planBought: true,
};

/** Every code, for checks that an entry carries one the readers know. */
export const ACTIVITY_CODES = Object.keys(CODES) as ActivityCode[];

/** One entry's words as stored: `{ code: "transactionCreated", params: { type: "credit", amount: 200, student: "Soni" } }`. */
export type ActivityText = { [C in ActivityCode]: { code: C; params: ActivityTextParams[C] } }[ActivityCode];

/** `activityText("reminderSent", { student })`: the typed way for services to say what happened. */
export function activityText<C extends ActivityCode>(code: C, params: ActivityTextParams[C]): ActivityText {
  return { code, params } as ActivityText;
}
