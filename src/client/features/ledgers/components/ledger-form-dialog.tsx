import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ledgerFieldsSchema, type Ledger, type LedgerFields } from "@/shared/api/ledger";
import { todayInIndia } from "@/shared/rules/calendar-date";
import { sessionYearOf } from "@/shared/rules/session-year";
import { DialogFormActions } from "../../../components/dialog-form-actions";
import { FormError } from "../../../components/form-error";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { fieldProps, requiredFieldsOf } from "../../../lib/form-field-props";
import { translateMessage } from "../../../lib/translate-message";
import { applyServerFieldErrors } from "../../../lib/use-server-field-errors";
import { useAddLedger } from "../api/use-add-ledger";
import { useLedgers } from "../api/use-ledgers";
import { useUpdateLedger } from "../api/use-update-ledger";
import "../i18n";

const FIELDS = ["ledgerName", "className", "sessionYear"] as const;
const REQUIRED = requiredFieldsOf(ledgerFieldsSchema);

const sameKey = (name: string, sessionYear: string) => `${name.trim().toLocaleLowerCase()}|${sessionYear.trim()}`;

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
  const { t } = useTranslation(["ledgers", "common"]);
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
  const { t } = useTranslation(["ledgers", "common"]);
  const addLedger = useAddLedger(schoolId);
  const updateLedger = useUpdateLedger(schoolId);
  const [formError, setFormError] = useState<string | null>(null);
  const ledgers = useLedgers(schoolId);
  // A second ledger with the same name and session is allowed (two sections can share a name), but only
  // after a warning: the director confirms by submitting the same name and session again.
  const [duplicateWarned, setDuplicateWarned] = useState<string | null>(null);
  const form = useForm<LedgerFields>({
    resolver: zodResolver(ledgerFieldsSchema),
    defaultValues: ledger
      ? { ledgerName: ledger.ledgerName, className: ledger.className, sessionYear: ledger.sessionYear }
      : // A new ledger is most likely for the session running today (a real value, not a look-alike placeholder).
        { ledgerName: "", className: "", sessionYear: sessionYearOf(todayInIndia()) },
  });
  const { errors, isSubmitting } = form.formState;
  const field = fieldProps(errors, REQUIRED, (message) => translateMessage(t, message));
  const [name, sessionYear] = useWatch({ control: form.control, name: ["ledgerName", "sessionYear"] });
  // The warning stands only while the name and session are still the ones it was about.
  const warned = duplicateWarned !== null && duplicateWarned === sameKey(name, sessionYear);
  const anyway = ledger ? t("dialog.saveAnyway") : t("dialog.addAnyway");

  const onSubmit = form.handleSubmit(async (fields) => {
    setFormError(null);
    const key = sameKey(fields.ledgerName, fields.sessionYear);
    const twin = ledgers.data?.some(
      (other) => other._id !== ledger?._id && sameKey(other.ledgerName, other.sessionYear) === key,
    );
    if (twin && duplicateWarned !== key) {
      setDuplicateWarned(key);
      return;
    }
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
      <FormField label={t("dialog.ledgerName")} {...field("ledgerName")}>
        <Input placeholder={t("dialog.ledgerNamePlaceholder")} {...form.register("ledgerName")} />
      </FormField>
      <FormField label={t("dialog.className")} {...field("className")}>
        <Input placeholder={t("dialog.classNamePlaceholder")} {...form.register("className")} />
      </FormField>
      <FormField label={t("dialog.sessionYear")} {...field("sessionYear")}>
        <Input inputMode="numeric" {...form.register("sessionYear")} />
      </FormField>
      {warned ? (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {t("dialog.duplicate", {
            name: form.getValues("ledgerName").trim(),
            sessionYear: form.getValues("sessionYear").trim(),
            action: anyway,
          })}
        </p>
      ) : null}
      <FormError message={formError} />
      <DialogFormActions
        submitting={isSubmitting}
        label={warned ? anyway : ledger ? t("common:save") : t("common:add")}
        busyLabel={ledger ? t("common:saving") : t("common:adding")}
      />
    </form>
  );
}
