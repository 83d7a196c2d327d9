import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { addRefundBodySchema } from "@/shared/api/refund";
import { todayInIndia } from "@/shared/rules/calendar-date";
import { DialogFormActions } from "../../../components/dialog-form-actions";
import { FormError } from "../../../components/form-error";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import { errorMessage } from "../../../lib/error-message";
import { translateMessage } from "../../../lib/translate-message";
import { useAddRefund } from "../api/use-add-refund";
import "../i18n";

type RefundForm = z.input<typeof addRefundBodySchema>;
type RefundBody = z.output<typeof addRefundBodySchema>;

/**
 * Pay money back (owner): amount, date, mode and reason, checked by the server's own schema so each
 * message sits by its field; the server refuses more than the student has paid (REFUND_TOO_LARGE).
 */
export function RefundDialog({
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
      <DialogContent title={t("refund.title")}>
        {open ? <RefundFormBody ids={ids} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function RefundFormBody({
  ids,
  onDone,
}: {
  ids: { schoolId: string; studentId: string; ledgerId?: string };
  onDone: () => void;
}) {
  const { t } = useTranslation(["transactions", "common"]);
  const addRefund = useAddRefund(ids);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RefundForm, unknown, RefundBody>({
    resolver: zodResolver(addRefundBodySchema),
    defaultValues: { amount: "", reason: "", paymentMode: "cash", date: todayInIndia() },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      await addRefund.mutateAsync(body);
      onDone();
    } catch (error) {
      setFormError(t("refund.failed", { message: errorMessage(error) }));
    }
  });
  return (
    <form className="space-y-4" onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className="text-sm text-slate-700">{t("refund.explain")}</p>
      <FormField label={t("refund.amount")} error={translateMessage(t, errors.amount?.message)} required>
        <Input inputMode="decimal" {...form.register("amount")} />
      </FormField>
      <FormField label={t("refund.date")} error={translateMessage(t, errors.date?.message)} required>
        <Input type="date" {...form.register("date")} />
      </FormField>
      <FormField label={t("refund.mode")} error={translateMessage(t, errors.paymentMode?.message)} required>
        <NativeSelect {...form.register("paymentMode")}>
          {(["cash", "upi", "cheque", "bank"] as const).map((mode) => (
            <option key={mode} value={mode}>
              {t(`refund.modes.${mode}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t("refund.reason")} error={translateMessage(t, errors.reason?.message)} required>
        <Input maxLength={200} placeholder={t("refund.reasonPlaceholder")} {...form.register("reason")} />
      </FormField>
      <FormError message={formError} />
      <DialogFormActions submitting={isSubmitting} label={t("refund.submit")} busyLabel={t("refund.busy")} />
    </form>
  );
}
