import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { addTransactionBodySchema } from "@/shared/api/transaction";
import { todayInIndia } from "@/shared/rules/calendar-date";
import { DialogFormActions } from "../../../components/dialog-form-actions";
import { FormError } from "../../../components/form-error";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogClose, DialogContent } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import { Spinner } from "../../../components/ui/spinner";
import { translateMessage } from "../../../lib/translate-message";
import { applyServerFieldErrors } from "../../../lib/use-server-field-errors";
import { useAddTransaction } from "../api/use-add-transaction";
import "../i18n";

const formSchema = addTransactionBodySchema.omit({ studentOwnerId: true });
type FormInput = z.input<typeof formSchema>;
type FormValues = z.output<typeof formSchema>;
const FIELDS = ["amount", "description", "transactionType", "transactionDate"] as const;

/** 'Add New Transaction' opens this (the original's button downloaded a demand slip instead). */
export function AddTransactionDialog({
  ids,
  open,
  onOpenChange,
}: {
  ids: { schoolId: string; studentId: string; ledgerId?: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("transactions");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t("dialog.title")}>
        <AddTransactionForm ids={ids} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function AddTransactionForm({ ids, onDone }: { ids: { schoolId: string; studentId: string; ledgerId?: string }; onDone: () => void }) {
  const { t } = useTranslation("transactions");
  const addTransaction = useAddTransaction(ids);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(formSchema),
    // SPEC §9: Credit (Received) by default; the date a director means by "today" is India's.
    defaultValues: { description: "", transactionType: "Credit", transactionDate: todayInIndia() },
  });
  const { errors, isSubmitting } = form.formState;
  const message = (field: (typeof FIELDS)[number]) => translateMessage(t, errors[field]?.message);

  const onSubmit = form.handleSubmit(async (fields) => {
    setFormError(null);
    try {
      await addTransaction.mutateAsync(fields);
      onDone();
    } catch (error) {
      const rest = applyServerFieldErrors(error, FIELDS, form.setError);
      if (rest) setFormError(t("errors.add", { message: rest }));
    }
  });

  return (
    <form className="space-y-4" onSubmit={(event) => void onSubmit(event)} noValidate>
      <FormField label={t("dialog.amount")} error={message("amount")}>
        <Input type="number" inputMode="decimal" min={0} step="0.01" {...form.register("amount", { valueAsNumber: true })} />
      </FormField>
      <FormField label={t("dialog.description")} error={message("description")}>
        <Input placeholder={t("dialog.descriptionPlaceholder")} {...form.register("description")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("dialog.type")} error={message("transactionType")}>
          <NativeSelect {...form.register("transactionType")}>
            <option value="Credit">{t("type.Credit")}</option>
            <option value="Debit">{t("type.Debit")}</option>
          </NativeSelect>
        </FormField>
        <FormField label={t("dialog.date")} error={message("transactionDate")}>
          <Input type="date" {...form.register("transactionDate")} />
        </FormField>
      </div>
      <FormError message={formError} />
      <DialogFormActions submitting={isSubmitting} label={t("common:add")} busyLabel={t("common:saving")} />
    </form>
  );
}
