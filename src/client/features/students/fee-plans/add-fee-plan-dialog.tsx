import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useFieldArray, useForm, useWatch, type Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { feePlanBodySchema, type FeePlanInput } from "@/shared/api/fee-plan";
import { todayInIndia } from "@/shared/rules/calendar-date";
import { DialogFormActions } from "../../../components/dialog-form-actions";
import { FeeHeadSelect } from "../../../components/fee-heads/fee-head-select";
import { useFeeHeads } from "../../../components/fee-heads/use-fee-heads";
import { FormError } from "../../../components/form-error";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import { errorMessage } from "../../../lib/error-message";
import { translateMessage } from "../../../lib/translate-message";
import { useAddFeePlan } from "./use-fee-plans";
import "./i18n";

/** Every schedule's fields live in one form; the schema reads only the chosen schedule's. */
interface FormInput {
  description: string;
  amount: number | string;
  feeHeadId: string;
  schedule: "monthly" | "quarterly" | "terms" | "once";
  dayOfMonth: number;
  dueDate: string;
  terms: { label: string; dueDate: string }[];
  hasLateFine: boolean;
  lateFine: { graceDays: number; kind: "fixed" | "per-day"; amount: number | string; cap: number | string };
}

// The shared schema is a union by schedule; the form keeps every branch's fields, which zod strips.
// The late fine is sent only when ticked (and a fixed fine has no cap).
const schemaResolver = zodResolver(feePlanBodySchema) as unknown as Resolver<FormInput, unknown, FeePlanInput>;
const resolver: Resolver<FormInput, unknown, FeePlanInput> = (values, context, options) =>
  schemaResolver(
    {
      ...values,
      lateFine: values.hasLateFine
        ? { ...values.lateFine, cap: values.lateFine.kind === "fixed" ? null : blankAsNull(values.lateFine.cap) }
        : null,
    } as unknown as FormInput,
    context,
    options,
  );
/** An empty number input (NaN, or "") is a cap not given, so the schema says a cap is needed. */
const blankAsNull = (value: number | string) =>
  value === "" || (typeof value === "number" && Number.isNaN(value)) ? null : value;
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
  const heads = useFeeHeads();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FeePlanInput>({
    resolver,
    defaultValues: {
      description: "",
      feeHeadId: "",
      schedule: "monthly",
      dayOfMonth: 1,
      dueDate: todayInIndia(),
      terms: [{ label: t("termLabel", { n: 1 }), dueDate: todayInIndia() }],
      hasLateFine: false,
      lateFine: { graceDays: 10, kind: "fixed", amount: "", cap: "" },
    },
  });
  const terms = useFieldArray({ control: form.control, name: "terms" });
  const [schedule, hasLateFine, fineKind] = useWatch({
    control: form.control,
    name: ["schedule", "hasLateFine", "lateFine.kind"],
  });
  const { errors, isSubmitting } = form.formState;
  // The head is required here (older clients may leave it out): Tuition fee until the director picks.
  useEffect(() => {
    if (!heads.data || form.getValues("feeHeadId")) return;
    const first = heads.data.find((head) => head.code === "tuition") ?? heads.data.find((head) => !head.archived);
    if (first) form.setValue("feeHeadId", first.id);
  }, [heads.data, form]);

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
  const message = (text: string | undefined) => translateMessage(t, text);

  return (
    <form className="space-y-4" onSubmit={(event) => void onSubmit(event)} noValidate>
      <FormField label={t("feeHead")} error={message(errors.feeHeadId?.message)}>
        <FeeHeadSelect heads={heads.data ?? []} {...form.register("feeHeadId")} disabled={!heads.data} />
      </FormField>
      <FormField label={t("description")} error={message(errors.description?.message)}>
        <Input placeholder={t("descriptionPlaceholder")} {...form.register("description")} />
      </FormField>
      <FormField label={t("amount")} error={message(errors.amount?.message)}>
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
          <option value="quarterly">{t("scheduleQuarterly")}</option>
          <option value="terms">{t("scheduleTerms")}</option>
          <option value="once">{t("scheduleOnce")}</option>
        </NativeSelect>
      </FormField>
      {schedule === "monthly" || schedule === "quarterly" ? (
        <FormField label={t("dayOfMonth")} error={message(errors.dayOfMonth?.message)}>
          <NativeSelect {...form.register("dayOfMonth", { setValueAs: (value: string | number) => Number(value) })}>
            {DAYS.map((day) => (
              <option key={day} value={day}>
                {day}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      ) : schedule === "once" ? (
        <FormField label={t("dueDate")} error={message(errors.dueDate?.message)}>
          <Input type="date" {...form.register("dueDate")} />
        </FormField>
      ) : (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-900">{t("terms")}</legend>
          {terms.fields.map((field, index) => (
            <div key={field.id} className="flex flex-wrap items-end gap-2">
              <div className="min-w-0 flex-1">
                <FormField
                  label={t("termName", { n: index + 1 })}
                  error={message(errors.terms?.[index]?.label?.message)}
                >
                  <Input {...form.register(`terms.${index}.label`)} />
                </FormField>
              </div>
              <div className="min-w-0 flex-1">
                <FormField
                  label={t("termDate", { n: index + 1 })}
                  error={message(errors.terms?.[index]?.dueDate?.message)}
                >
                  <Input type="date" {...form.register(`terms.${index}.dueDate`)} />
                </FormField>
              </div>
              {terms.fields.length > 1 ? (
                <button
                  type="button"
                  className="mb-2 text-sm text-red-700 underline"
                  onClick={() => terms.remove(index)}
                >
                  {t("removeTerm", { n: index + 1 })}
                </button>
              ) : null}
            </div>
          ))}
          <FormError message={message(errors.terms?.message ?? errors.terms?.root?.message) ?? null} />
          {terms.fields.length < 12 ? (
            <button
              type="button"
              className="text-sm text-brand-700 underline"
              onClick={() => terms.append({ label: t("termLabel", { n: terms.fields.length + 1 }), dueDate: "" })}
            >
              {t("addTerm")}
            </button>
          ) : null}
        </fieldset>
      )}
      <label className="flex items-center gap-2 text-sm text-slate-900">
        <input type="checkbox" className="size-4" {...form.register("hasLateFine")} />
        {t("lateFine")}
      </label>
      {hasLateFine ? (
        <div className="space-y-3 rounded-md border border-slate-200 p-3">
          <FormField label={t("graceDays")} error={message(errors.lateFine?.graceDays?.message)}>
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              {...form.register("lateFine.graceDays", { valueAsNumber: true })}
            />
          </FormField>
          <FormField label={t("fineKind")}>
            <NativeSelect {...form.register("lateFine.kind")}>
              <option value="fixed">{t("fineFixed")}</option>
              <option value="per-day">{t("finePerDay")}</option>
            </NativeSelect>
          </FormField>
          <FormField
            label={fineKind === "per-day" ? t("fineAmountPerDay") : t("fineAmount")}
            error={message(errors.lateFine?.amount?.message)}
          >
            <Input
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              {...form.register("lateFine.amount", { valueAsNumber: true })}
            />
          </FormField>
          {fineKind === "per-day" ? (
            <FormField label={t("fineCap")} error={message(errors.lateFine?.cap?.message)}>
              <Input
                type="number"
                inputMode="decimal"
                min={0}
                step="0.01"
                {...form.register("lateFine.cap", { valueAsNumber: true })}
              />
            </FormField>
          ) : null}
        </div>
      ) : null}
      <FormError message={formError} />
      <DialogFormActions submitting={isSubmitting} label={t("save")} busyLabel={t("saving")} />
    </form>
  );
}
