import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { feePlanBodySchema, type FeePlanInput } from "@/shared/api/fee-plan";
import { todayInIndia } from "@/shared/rules/calendar-date";
import { DialogFormActions } from "../../../components/dialog-form-actions";
import { FormError } from "../../../components/form-error";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import { errorMessage } from "../../../lib/error-message";
import { translateMessage } from "../../../lib/translate-message";
import { useAddFeePlan } from "./use-fee-plans";
import "./i18n";

/** Both schedules' fields live in one form; the schema reads only the chosen schedule's. */
interface FormInput {
  description: string;
  amount: number | string;
  schedule: "monthly" | "once";
  dayOfMonth: number;
  dueDate: string;
}
// The shared schema is a union by schedule; the form keeps both branches' fields, which zod strips.
const resolver = zodResolver(feePlanBodySchema) as unknown as Resolver<FormInput, unknown, FeePlanInput>;
const DAYS = Array.from({ length: 28 }, (_, i) => i + 1);

export function AddFeePlanDialog({
  ledgerId,
  open,
  onOpenChange,
}: {
  ledgerId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("feePlans");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t("addTitle")}>
        {open ? <AddFeePlanForm ledgerId={ledgerId} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function AddFeePlanForm({ ledgerId, onDone }: { ledgerId: string; onDone: () => void }) {
  const { t } = useTranslation("feePlans");
  const addPlan = useAddFeePlan(ledgerId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FeePlanInput>({
    resolver,
    defaultValues: { description: "", schedule: "monthly", dayOfMonth: 1, dueDate: todayInIndia() },
  });
  const schedule = useWatch({ control: form.control, name: "schedule" });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (plan) => {
    setFormError(null);
    try {
      await addPlan.mutateAsync(plan);
      toast.success(t("saved", { description: plan.description }));
      onDone();
    } catch (error) {
      setFormError(t("saveFailed", { message: errorMessage(error) }));
    }
  });

  return (
    <form className="space-y-4" onSubmit={(event) => void onSubmit(event)} noValidate>
      <FormField label={t("description")} error={translateMessage(t, errors.description?.message)}>
        <Input placeholder={t("descriptionPlaceholder")} {...form.register("description")} />
      </FormField>
      <FormField label={t("amount")} error={translateMessage(t, errors.amount?.message)}>
        <Input
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          {...form.register("amount", { valueAsNumber: true })}
        />
      </FormField>
      <FormField label={t("schedule")}>
        <NativeSelect {...form.register("schedule")}>
          <option value="monthly">{t("scheduleMonthly")}</option>
          <option value="once">{t("scheduleOnce")}</option>
        </NativeSelect>
      </FormField>
      {schedule === "monthly" ? (
        <FormField label={t("dayOfMonth")} error={translateMessage(t, errors.dayOfMonth?.message)}>
          <NativeSelect {...form.register("dayOfMonth", { setValueAs: (value: string | number) => Number(value) })}>
            {DAYS.map((day) => (
              <option key={day} value={day}>
                {day}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      ) : (
        <FormField label={t("dueDate")} error={translateMessage(t, errors.dueDate?.message)}>
          <Input type="date" {...form.register("dueDate")} />
        </FormField>
      )}
      <FormError message={formError} />
      <DialogFormActions submitting={isSubmitting} label={t("save")} busyLabel={t("saving")} />
    </form>
  );
}
