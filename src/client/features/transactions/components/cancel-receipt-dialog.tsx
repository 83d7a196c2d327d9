import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { cancelTransactionBodySchema, type CancelTransactionBody, type Transaction } from "@/shared/api/transaction";
import { formatRupeesForScreen } from "@/shared/money";
import { DialogFormActions } from "../../../components/dialog-form-actions";
import { FormError } from "../../../components/form-error";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { errorMessage } from "../../../lib/error-message";
import { translateMessage } from "../../../lib/translate-message";
import { useCancelTransaction } from "../api/use-cancel-transaction";
import "../i18n";

/**
 * Cancel a receipt (owner, money received): it is never deleted, so the number stays used and the
 * reason is kept and printed on it. The reason is checked by the same schema as the server's.
 */
export function CancelReceiptDialog({
  ids,
  transaction,
  onOpenChange,
}: {
  ids: { schoolId: string; studentId: string; ledgerId?: string };
  /** The receipt to cancel; null when closed. */
  transaction: Transaction | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("transactions");
  return (
    <Dialog open={transaction !== null} onOpenChange={onOpenChange}>
      <DialogContent title={t("cancel.title", { receiptNo: transaction?.receiptNo ?? "" })}>
        {transaction ? <CancelForm ids={ids} transaction={transaction} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function CancelForm({
  ids,
  transaction,
  onDone,
}: {
  ids: { schoolId: string; studentId: string; ledgerId?: string };
  transaction: Transaction;
  onDone: () => void;
}) {
  const { t } = useTranslation(["transactions", "common"]);
  const cancel = useCancelTransaction(ids);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CancelTransactionBody>({
    resolver: zodResolver(cancelTransactionBodySchema),
    defaultValues: { reason: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ reason }) => {
    setFormError(null);
    try {
      await cancel.mutateAsync({ id: transaction._id, reason });
      onDone();
    } catch (error) {
      setFormError(t("cancel.failed", { message: errorMessage(error) }));
    }
  });
  return (
    <form className="space-y-4" onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className="text-sm text-slate-700">
        {t("cancel.explain", { amount: formatRupeesForScreen(transaction.amount) })}
      </p>
      <FormField label={t("cancel.reason")} error={translateMessage(t, errors.reason?.message)} required>
        <Input maxLength={200} placeholder={t("cancel.reasonPlaceholder")} {...form.register("reason")} />
      </FormField>
      <FormError message={formError} />
      <DialogFormActions submitting={isSubmitting} label={t("cancel.submit")} busyLabel={t("cancel.busy")} />
    </form>
  );
}
