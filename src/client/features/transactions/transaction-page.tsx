import { Plus, ReceiptIndianRupee, Undo2, UserX } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import type { Transaction } from "@/shared/api/transaction";
import { feeTotals } from "@/shared/rules/fee-totals";
import { ledgerWithSession } from "@/shared/rules/session-year";
import { EmptyState } from "../../components/empty-state";
import { lazyDialog } from "../../components/lazy-dialog";
import { GenerateBillsButton } from "../../components/generate-bills-button";
import { PageHeader } from "../../components/page-header";
import { QueryErrorState } from "../../components/query-error-state";
import { useFocusAfterDelete } from "../../components/use-focus-after-delete";
import { useLedgerById } from "../../components/queries/ledgers-query";
import { useSchoolId } from "../../components/queries/use-school-id";
import { Button } from "../../components/ui/button";
import { PageSpinner } from "../../components/ui/spinner";
import { ReminderAlert } from "../../components/whatsapp-reminder/reminder-alert";
import { RemindLink } from "../../components/whatsapp-reminder/remind-link";
import { useWhatsAppReminder } from "../../components/whatsapp-reminder/use-whatsapp-reminder";
import { ApiRequestError } from "../../lib/api-client";
import { useCurrentUser } from "../../lib/session/use-current-user";
import { useMySchool } from "../../lib/session/use-my-school";
import { rowPermissions } from "./row-permissions";
import { usePendingDeletions } from "./api/pending-deletions";
import { useDeleteTransaction } from "./api/use-delete-transaction";
import { useStudent } from "./api/use-student";
import { inLedgerOrder } from "./api/in-ledger-order";
import { useTransactions } from "./api/use-transactions";
import { useStudentOutbox } from "./api/outbox-rows";
import { FeeTotalsCards } from "./components/fee-totals-cards";
import { TransactionTable } from "./components/transaction-table";
import { NeedsAttention } from "./outbox/needs-attention";
import { useReceiptOffer } from "./receipt/use-receipt-offer";
import "./i18n";

// The forms (their zod schemas) load once the page has shown (decision 0031): building the
// transaction contract's schemas took ~500 ms of a 4x slowed phone's start (CPU profile).
const TransactionFormDialog = lazyDialog(
  () => import("./components/transaction-form-dialog").then((module) => module.TransactionFormDialog),
  (props) => props.open,
);
const RefundDialog = lazyDialog(
  () => import("./components/refund-dialog").then((module) => module.RefundDialog),
  (props) => props.open,
);
const CancelReceiptDialog = lazyDialog(
  () => import("./components/cancel-receipt-dialog").then((module) => module.CancelReceiptDialog),
  (props) => props.transaction !== null,
);

/** `/TransactionManager/:studentId`: one student's Dues and Received, with the totals. */
export default function TransactionPage() {
  const { t, i18n } = useTranslation("transactions");
  const studentId = useParams().studentId ?? "";
  const schoolId = useSchoolId() ?? "";
  const student = useStudent(studentId);
  const ledgerId = student.data?.ledgerOwnerId;
  const ledger = useLedgerById(schoolId, ledgerId);
  const transactions = useTransactions(studentId);
  const pending = usePendingDeletions();
  const ids = { schoolId, studentId, ledgerId };
  const deleteTransaction = useDeleteTransaction(ids);
  // The form is open to add (editing null) or to correct one transaction.
  const [form, setForm] = useState<{ open: boolean; editing: Transaction | null }>({ open: false, editing: null });
  const { user } = useCurrentUser();
  const school = useMySchool(user?.id).data ?? null;
  const may = rowPermissions(school?.role, user?.id);
  const [cancelling, setCancelling] = useState<Transaction | null>(null);
  const [refunding, setRefunding] = useState(false);
  // Cancelled receipts stay in the books but off the list until asked for (issue 28).
  const [showCancelled, setShowCancelled] = useState(false);
  const reminder = useWhatsAppReminder(i18n.language === "hi" ? "hi" : "en");
  const receiptContext = { school, student: student.data, ledger: ledger.data };
  const offerReceipt = useReceiptOffer(studentId, receiptContext);
  // Rows waiting out their Undo window are already gone as far as the director is concerned.
  // Entries kept on this device while offline count too ("waiting to send"), in ledger order.
  const outbox = useStudentOutbox(studentId);
  const cancelledCount = transactions.data?.filter((transaction) => transaction.cancelled).length ?? 0;
  const visible = transactions.data
    ? inLedgerOrder([
        ...transactions.data.filter(
          (transaction) => !pending.has(transaction._id) && (showCancelled || !transaction.cancelled),
        ),
        ...outbox.waiting,
      ])
    : undefined;
  const addRef = useRef<HTMLButtonElement>(null);
  const focusAfterDelete = useFocusAfterDelete(visible?.map((transaction) => transaction._id) ?? [], addRef);
  const onDelete = (transaction: Transaction) => {
    focusAfterDelete(transaction._id);
    deleteTransaction(transaction);
  };

  const isNotFound = (error: Error | null) => error instanceof ApiRequestError && error.status === 404;
  if (isNotFound(student.error) || isNotFound(transactions.error)) {
    return (
      <div className="mx-auto max-w-xl space-y-4">
        {/* Payments taken offline for a student deleted meanwhile: refused, and discarded from here. */}
        <NeedsAttention entries={outbox.refused} />
        <EmptyState
          icon={UserX}
          title={t("notFound.title")}
          text={t("notFound.text")}
          action={
            <Button asChild variant="outline">
              <Link to="/">{t("backHome")}</Link>
            </Button>
          }
        />
      </div>
    );
  }

  const totals = visible ? feeTotals(visible) : null;
  // Only a student who owes (by the totals on screen) and has a phone can be reminded.
  const reminderTarget =
    student.data && totals && totals.balance > 0 && student.data.phoneNumber
      ? { studentId, name: student.data.name, phoneNumber: student.data.phoneNumber, outstanding: totals.balance }
      : null;

  const body = () => {
    if (transactions.isPending) return <PageSpinner label={t("loading")} />;
    if (transactions.isError)
      return <QueryErrorState error={transactions.error} onRetry={() => void transactions.refetch()} />;
    if (!visible || visible.length === 0)
      return <EmptyState icon={ReceiptIndianRupee} title={t("empty")} text={t("emptyText")} />;
    return (
      <TransactionTable
        transactions={visible}
        onEdit={(transaction) => setForm({ open: true, editing: transaction })}
        onDelete={onDelete}
        onCancel={setCancelling}
        may={may}
        receiptContext={receiptContext}
      />
    );
  };

  const name = student.data?.name;
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <PageHeader
        back={ledgerId ? { to: `/student-manager/${ledgerId}`, label: t("back") } : { to: "/", label: t("backHome") }}
        title={t("title")}
        subtitle={
          name ? (
            <>
              <span className="block text-base font-semibold text-slate-900">{name}</span>
              {ledger.data
                ? t("classLine", {
                    className: ledger.data.className,
                    ledger: ledgerWithSession(ledger.data.ledgerName, ledger.data.sessionYear),
                  })
                : null}
              {student.data?.rollNumber ? ` · ${t("rollNumber", { rollNumber: student.data.rollNumber })}` : null}
            </>
          ) : student.isError ? (
            <span role="alert" className="text-red-700">
              {student.error.message}
            </span>
          ) : null
        }
        actions={
          <>
            {reminderTarget ? <RemindLink target={reminderTarget} reminder={reminder} size="default" /> : null}
            <GenerateBillsButton scope={{ kind: "student", studentId }} label={t("demandSlip")} />
            {/* Paying money back is the director's decision (owner only, as the server requires). */}
            {school?.role === "owner" ? (
              <Button variant="outline" onClick={() => setRefunding(true)}>
                <Undo2 aria-hidden />
                {t("refund.action")}
              </Button>
            ) : null}
            <Button ref={addRef} onClick={() => setForm({ open: true, editing: null })}>
              <Plus aria-hidden />
              {t("add")}
            </Button>
          </>
        }
      />
      <ReminderAlert error={reminder.error} />
      <NeedsAttention entries={outbox.refused} />
      {totals ? <FeeTotalsCards totals={totals} /> : null}
      {cancelledCount > 0 ? (
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" checked={showCancelled} onChange={(event) => setShowCancelled(event.target.checked)} />
          {t("showCancelled", { count: cancelledCount })}
        </label>
      ) : null}
      {body()}
      {/* Closing keeps `editing`, so the dialog's closing animation still shows the same values. */}
      <TransactionFormDialog
        ids={ids}
        open={form.open}
        editing={form.editing}
        onAdded={offerReceipt}
        onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
      />
      <RefundDialog ids={ids} open={refunding} onOpenChange={setRefunding} />
      <CancelReceiptDialog
        ids={ids}
        transaction={cancelling}
        onOpenChange={(open) => {
          if (!open) setCancelling(null);
        }}
      />
    </div>
  );
}
