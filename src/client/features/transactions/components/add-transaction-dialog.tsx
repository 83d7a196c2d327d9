import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { addTransactionBodySchema, paymentModeSchema, transactionTypeSchema } from "@/shared/api/transaction";
import { TRANSACTION_TYPE_MESSAGE } from "@/shared/rules/messages";
import { todayInIndia } from "@/shared/rules/calendar-date";
import { DialogFormActions } from "../../../components/dialog-form-actions";
import { FormError } from "../../../components/form-error";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import { fieldProps, requiredFieldsOf } from "../../../lib/form-field-props";
import { translateMessage } from "../../../lib/translate-message";
import { applyServerFieldErrors } from "../../../lib/use-server-field-errors";
import { useAddTransaction } from "../api/use-add-transaction";
import { TransactionTypeToggle } from "./transaction-type-toggle";
import "../i18n";

// The API still defaults to Received (SPEC §9); the form makes the director choose, every time.
// The payment mode select's "" means no mode stated.
const formSchema = addTransactionBodySchema.omit({ studentOwnerId: true }).extend({
  transactionType: z.enum(transactionTypeSchema.options, { error: TRANSACTION_TYPE_MESSAGE }),
  paymentMode: z.union([z.literal("").transform(() => undefined), paymentModeSchema]).optional(),
});
type FormInput = z.input<typeof formSchema>;
type FormValues = z.output<typeof formSchema>;
const FIELDS = ["amount", "description", "transactionType", "transactionDate", "paymentMode"] as const;
const REQUIRED = requiredFieldsOf(formSchema);

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
    // No type by default (see TransactionTypeToggle); the date a director means by "today" is India's.
    defaultValues: { description: "", transactionDate: todayInIndia(), paymentMode: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const received = useWatch({ control: form.control, name: "transactionType" }) === "Credit";
  const field = fieldProps(errors, REQUIRED, (message) => translateMessage(t, message));

  const onSubmit = form.handleSubmit(async (fields) => {
    setFormError(null);
    try {
      await addTransaction.mutateAsync({ ...fields, paymentMode: fields.transactionType === "Credit" ? fields.paymentMode : undefined });
      onDone();
    } catch (error) {
      const rest = applyServerFieldErrors(error, FIELDS, form.setError);
      if (rest) setFormError(t("errors.add", { message: rest }));
    }
  });

  return (
    <form className="space-y-4" onSubmit={(event) => void onSubmit(event)} noValidate>
      <Controller
        control={form.control}
        name="transactionType"
        render={({ field: type }) => <TransactionTypeToggle value={type.value} onChange={type.onChange} error={field("transactionType").error} />}
      />
      <FormField label={t("dialog.amount")} {...field("amount")}>
        <Input type="number" inputMode="decimal" min={0} step="0.01" {...form.register("amount", { valueAsNumber: true })} />
      </FormField>
      <FormField label={t("dialog.description")} {...field("description")}>
        <Input placeholder={t("dialog.descriptionPlaceholder")} {...form.register("description")} />
      </FormField>
      <FormField label={t("dialog.date")} {...field("transactionDate")}>
        <Input type="date" {...form.register("transactionDate")} />
      </FormField>
      {received ? (
        <FormField label={t("dialog.paymentMode")} {...field("paymentMode")}>
          <NativeSelect {...form.register("paymentMode")}>
            <option value="">{t("dialog.noPaymentMode")}</option>
            {paymentModeSchema.options.map((mode) => (
              <option key={mode} value={mode}>
                {t(`paymentMode.${mode}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      ) : null}
      <FormError message={formError} />
      <DialogFormActions submitting={isSubmitting} label={t("common:add")} busyLabel={t("common:saving")} />
    </form>
  );
}
