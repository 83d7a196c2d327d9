import type { TFunction } from "i18next";
import type { ActivityEntry } from "@/shared/api/activity";
import type { ActivityTextParams } from "@/shared/rules/activity-texts";
import { formatRupeesForScreen } from "@/shared/money";

type Params<C extends keyof ActivityTextParams> = ActivityTextParams[C];
type Words = (entry: ActivityEntry, t: TFunction<"team">) => string;

const rupees = (value: unknown) => formatRupeesForScreen(Number(value));

/** Each code's words in the reader's language; amounts as ₹, plans and print tools by their names. */
const WORDS: { [C in keyof ActivityTextParams]: (p: Params<C>, t: TFunction<"team">) => string } = {
  schoolCreated: (p, t) => t("activity.texts.schoolCreated", p),
  schoolUpdated: (p, t) => t("activity.texts.schoolUpdated", p),
  reminderTemplatesChanged: (_p, t) => t("activity.texts.reminderTemplatesChanged"),
  ledgerCreated: (p, t) => t("activity.texts.ledgerCreated", p),
  ledgerUpdated: (p, t) => t("activity.texts.ledgerUpdated", p),
  ledgerDeleted: (p, t) => t("activity.texts.ledgerDeleted", p),
  ledgerRolledOver: (p, t) => t("activity.texts.ledgerRolledOver", { ...p, carried: rupees(p.carried) }),
  studentsImported: (p, t) => t("activity.texts.studentsImported", p),
  studentCreated: (p, t) =>
    p.fee > 0
      ? t("activity.texts.studentCreatedWithFee", { ...p, fee: rupees(p.fee) })
      : t("activity.texts.studentCreated", p),
  studentUpdated: (p, t) => t("activity.texts.studentUpdated", p),
  studentDeleted: (p, t) => t("activity.texts.studentDeleted", p),
  studentPhotoSet: (p, t) => t("activity.texts.studentPhotoSet", p),
  studentPhotoRemoved: (p, t) => t("activity.texts.studentPhotoRemoved", p),
  reminderSent: (p, t) => t("activity.texts.reminderSent", p),
  transactionCreated: (p, t) =>
    t(`activity.texts.transactionCreated_${p.type === "credit" ? "credit" : "debit"}`, {
      ...p,
      amount: rupees(p.amount),
    }),
  transactionUpdated: (p, t) =>
    t(`activity.texts.transactionUpdated_${p.type === "credit" ? "credit" : "debit"}`, {
      ...p,
      from: rupees(p.from),
      amount: rupees(p.amount),
    }),
  transactionDeleted: (p, t) =>
    t(`activity.texts.transactionDeleted_${p.type === "credit" ? "credit" : "debit"}`, {
      ...p,
      amount: rupees(p.amount),
    }),
  duesCharged: (p, t) =>
    t(p.description ? "activity.texts.duesChargedNamed" : "activity.texts.duesCharged", {
      ...p,
      total: rupees(p.total),
    }),
  feePlanCreated: (p, t) => t("activity.texts.feePlanCreated", { ...p, amount: rupees(p.amount) }),
  feePlanDeleted: (p, t) => t("activity.texts.feePlanDeleted", { ...p, amount: rupees(p.amount) }),
  feePlanPosted: (p, t) => t("activity.texts.feePlanPosted", { ...p, total: rupees(p.total) }),
  feePlanUpdated: (p, t) => t("activity.texts.feePlanUpdated", { ...p, amount: rupees(p.amount) }),
  lateFinesPosted: (p, t) => t("activity.texts.lateFinesPosted", { ...p, total: rupees(p.total) }),
  lateFineWaived: (p, t) => t("activity.texts.lateFineWaived", { ...p, amount: rupees(p.amount) }),
  receiptCancelled: (p, t) => t("activity.texts.receiptCancelled", { ...p, amount: rupees(p.amount) }),
  refundPaid: (p, t) => t("activity.texts.refundPaid", { ...p, amount: rupees(p.amount) }),
  dayClosed: (p, t) =>
    t("activity.texts.dayClosed", {
      ...p,
      expected: rupees(p.expected),
      counted: rupees(p.counted),
      difference: rupees(p.difference),
    }),
  dayReopened: (p, t) => t("activity.texts.dayReopened", p),
  memberInvited: (p, t) => t("activity.texts.memberInvited", p),
  invitationRevoked: (p, t) => t("activity.texts.invitationRevoked", p),
  invitationDeclined: (_p, t) => t("activity.texts.invitationDeclined"),
  memberJoined: (p, t) => t("activity.texts.memberJoined", p),
  memberRemoved: (p, t) => t("activity.texts.memberRemoved", p),
  coinsSpent: (p, t) =>
    t("activity.texts.coinsSpent", { coins: p.coins, tool: t(`activity.tools.${p.tool as ToolKey}`, p.tool) }),
  planBought: (p, t) =>
    t("activity.texts.planBought", {
      plan: t(`activity.plans.${p.kind === "coins" || p.kind === "premium" ? p.kind : "dl-premium"}`, p),
      amount: rupees(p.amount),
    }),
};

type ToolKey = "omr-sheet" | "long-question-paper" | "mcq-question-paper" | "application-letter" | "student-id-card";

/** An entry's words for the reader; rows from before codes (no code) show their stored summary. */
export const describeActivity: Words = (entry, t) => {
  const words = entry.code
    ? (WORDS as Record<string, (p: unknown, t: TFunction<"team">) => string>)[entry.code]
    : undefined;
  return words ? words(entry.params, t) : `${t(`activity.actions.${entry.action}`)}: ${entry.summary}`;
};
