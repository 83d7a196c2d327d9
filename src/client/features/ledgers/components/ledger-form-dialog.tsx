import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ledgerFieldsSchema, type Ledger, type LedgerFields } from "@/shared/api/ledger";
import { todayInIndia } from "@/shared/rules/calendar-date";
import { DialogFormActions } from "../../../components/dialog-form-actions";
import { FormError } from "../../../components/form-error";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogClose, DialogContent } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { translateMessage } from "../../../lib/translate-message";
import { applyServerFieldErrors } from "../../../lib/use-server-field-errors";
import { useAddLedger } from "../api/use-add-ledger";
import { useUpdateLedger } from "../api/use-update-ledger";
import "../i18n";

const FIELDS = ["ledgerName", "className", "sessionYear"] as const;

/** The session a director is most likely filing, as a hint: it turns over in April in India. */
function currentSessionYear(today = todayInIndia()): string {
  const [year, month] = today.split("-").map(Number) as [number, number];
  const first = month >= 4 ? year : year - 1;
  return `${first}-${String((first + 1) % 100).padStart(2, "0")}`;
}

/** Add Ledger, and Edit in the same dialog (the original asked three prompts in a row). */
export function LedgerFormDialog({
  schoolId,
  ledger,
  open,
  onOpenChange,
}: {
  schoolId: string;
  /** The ledger to edit; absent to add a new one. */
  ledger?: Ledger;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("ledgers");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={ledger ? t("dialog.editTitle") : t("dialog.addTitle")}>
        {/* Radix mounts the content only while open, so each opening starts from fresh values. */}
        <LedgerForm schoolId={schoolId} ledger={ledger} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function LedgerForm({ schoolId, ledger, onDone }: { schoolId: string; ledger?: Ledger; onDone: () => void }) {
  const { t } = useTranslation("ledgers");
  const addLedger = useAddLedger(schoolId);
  const updateLedger = useUpdateLedger(schoolId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<LedgerFields>({
    resolver: zodResolver(ledgerFieldsSchema),
    defaultValues: ledger
      ? { ledgerName: ledger.ledgerName, className: ledger.className, sessionYear: ledger.sessionYear }
      : { ledgerName: "", className: "", sessionYear: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const message = (field: (typeof FIELDS)[number]) => translateMessage(t, errors[field]?.message);

  const onSubmit = form.handleSubmit(async (fields) => {
    setFormError(null);
    try {
      if (ledger) await updateLedger.mutateAsync({ ledgerId: ledger._id, fields });
      else await addLedger.mutateAsync(fields);
      onDone();
    } catch (error) {
      const rest = applyServerFieldErrors(error, FIELDS, form.setError);
      if (rest) setFormError(t("errors.save", { message: rest }));
    }
  });

  return (
    <form className="space-y-4" onSubmit={(event) => void onSubmit(event)} noValidate>
      <FormField label={t("dialog.ledgerName")} error={message("ledgerName")}>
        <Input placeholder={t("dialog.ledgerNamePlaceholder")} {...form.register("ledgerName")} />
      </FormField>
      <FormField label={t("dialog.className")} error={message("className")}>
        <Input placeholder={t("dialog.classNamePlaceholder")} {...form.register("className")} />
      </FormField>
      <FormField label={t("dialog.sessionYear")} error={message("sessionYear")}>
        <Input placeholder={currentSessionYear()} inputMode="numeric" {...form.register("sessionYear")} />
      </FormField>
      <FormError message={formError} />
      <DialogFormActions submitting={isSubmitting} label={ledger ? t("common:save") : t("common:add")} busyLabel={ledger ? t("common:saving") : t("common:adding")} />
    </form>
  );
}
