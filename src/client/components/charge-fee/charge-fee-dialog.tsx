import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ReceiptIndianRupee } from "lucide-react";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { z } from "zod";
import { chargeFieldsSchema, type ChargeDuesBody, type ChargeDuesResult } from "@/shared/api/dues";
import { formatRupees, paiseToRupees, rupeesToPaise } from "@/shared/money";
import { hasAtMostTwoDecimals } from "@/shared/money";
import { todayInIndia } from "@/shared/rules/calendar-date";
import { apiRequest } from "../../lib/api-client";
import { fieldProps, requiredFieldsOf } from "../../lib/form-field-props";
import { translateMessage } from "../../lib/translate-message";
import { DialogFormActions } from "../dialog-form-actions";
import { FormError } from "../form-error";
import { Button } from "../ui/button";
import { Dialog, DialogContent } from "../ui/dialog";
import { FormField } from "../ui/form-field";
import { Input } from "../ui/input";
import "./i18n";

const formSchema = chargeFieldsSchema;
type FormInput = z.input<typeof formSchema>;
type FormValues = z.output<typeof formSchema>;
const REQUIRED = requiredFieldsOf(formSchema);

/** "Charge fee": one Dues charge for every student of the ledger, previewed before it is confirmed. */
export function ChargeFeeButton({ ledgerId, studentCount }: { ledgerId: string; studentCount: number }) {
  const { t } = useTranslation("chargeFee");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} disabled={studentCount === 0}>
        <ReceiptIndianRupee aria-hidden />
        {t("button")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title={t("title")}>
          {open ? <ChargeFeeForm ledgerId={ledgerId} studentCount={studentCount} onDone={() => setOpen(false)} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

function ChargeFeeForm({ ledgerId, studentCount, onDone }: { ledgerId: string; studentCount: number; onDone: () => void }) {
  const { t } = useTranslation("chargeFee");
  const queryClient = useQueryClient();
  // One key per opened form: a double tap or a retry after a lost answer charges the class once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { description: "", transactionDate: todayInIndia() },
  });
  const charge = useMutation({
    mutationFn: async (body: ChargeDuesBody) =>
      (await apiRequest<{ data: ChargeDuesResult }>("POST", `/ledger/${ledgerId}/dues`, body, { "Idempotency-Key": idempotencyKey })).data,
    // Every screen that shows money may have changed: students, transactions, ledgers, the Dues page.
    onSettled: () => queryClient.invalidateQueries(),
  });
  const { errors, isSubmitting } = form.formState;
  const field = fieldProps(errors, REQUIRED, (message) => translateMessage(t, message));
  const amount = useWatch({ control: form.control, name: "amount" });
  const valid = typeof amount === "number" && amount > 0 && hasAtMostTwoDecimals(amount);
  const total = valid ? formatRupees(paiseToRupees(rupeesToPaise(amount) * BigInt(studentCount))) : null;

  const onSubmit = form.handleSubmit(async (fields) => {
    setFormError(null);
    try {
      const result = await charge.mutateAsync(fields);
      toast.success(t("done", { count: result.created, total: formatRupees(result.totalRupees) }));
      onDone();
    } catch (error) {
      setFormError(t("failed", { message: error instanceof Error ? error.message : String(error) }));
    }
  });

  return (
    <form className="space-y-4" onSubmit={(event) => void onSubmit(event)} noValidate>
      <FormField label={t("amount")} {...field("amount")}>
        <Input type="number" inputMode="decimal" min={0} step="0.01" {...form.register("amount", { valueAsNumber: true })} />
      </FormField>
      <FormField label={t("description")} {...field("description")}>
        <Input placeholder={t("descriptionPlaceholder")} {...form.register("description")} />
      </FormField>
      <FormField label={t("date")} {...field("transactionDate")}>
        <Input type="date" {...form.register("transactionDate")} />
      </FormField>
      <p className="rounded-md bg-slate-50 p-3 text-sm font-medium text-slate-800" aria-live="polite" data-testid="charge-preview">
        {total ? t("preview", { count: studentCount, amount: formatRupees(amount as number), total }) : t("previewEmpty")}
      </p>
      <FormError message={formError} />
      <DialogFormActions submitting={isSubmitting} label={t("confirm")} busyLabel={t("charging")} />
    </form>
  );
}
