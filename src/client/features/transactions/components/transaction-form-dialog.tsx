import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import {
  addTransactionBodySchema,
  paymentModeSchema,
  transactionTypeSchema,
  type Transaction,
} from "@/shared/api/transaction";
import { DAY_CLOSED } from "@/shared/api/day-book-filters";
import { TRANSACTION_TYPE_MESSAGE } from "@/shared/rules/messages";
import { todayInIndia } from "@/shared/rules/calendar-date";
import { DialogFormActions } from "../../../components/dialog-form-actions";
import {
  ChargeQuestionPanel,
  chargeQuestionOf,
  type ChargeQuestion,
} from "../../../components/fee-heads/charge-question";
import { FeeHeadSelect } from "../../../components/fee-heads/fee-head-select";
import { PeriodPicker } from "../../../components/fee-heads/period-picker";
import { feeHeadName, useFeeHeads } from "../../../components/fee-heads/use-fee-heads";
import { FormError } from "../../../components/form-error";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import { ApiRequestError } from "../../../lib/api-client";
import { fieldProps, requiredFieldsOf } from "../../../lib/form-field-props";
import { translateMessage } from "../../../lib/translate-message";
import { applyServerFieldErrors } from "../../../lib/use-server-field-errors";
import { useAddTransaction } from "../api/use-add-transaction";
import { useUpdateTransaction } from "../api/use-update-transaction";
import { lastPaymentMode, rememberPaymentMode } from "../last-payment-mode";
import { useDescriptionWords } from "../use-description-words";
import { TransactionTypeToggle } from "./transaction-type-toggle";
import { TypeBadge } from "./type-badge";
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

type Ids = { schoolId: string; studentId: string; ledgerId?: string };

/**
 * 'Add New Transaction' opens this empty (the original's button downloaded a demand slip instead);
 * a row's Edit opens it filled with that transaction, whose type stays as it is.
 */
export function TransactionFormDialog({
  ids,
  open,
  onOpenChange,
  editing = null,
  onAdded,
}: {
  ids: Ids;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The transaction to correct; null to add a new one. */
  editing?: Transaction | null;
  /** A new transaction was saved (the page offers its receipt). */
  onAdded?: (row: Transaction) => void;
}) {
  const { t } = useTranslation(["transactions", "common"]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={editing ? t("dialog.editTitle") : t("dialog.title")}>
        {/* Keyed, so each transaction opens with its own values rather than the last one's. */}
        <TransactionForm
          key={editing?._id ?? "new"}
          ids={ids}
          editing={editing}
          onAdded={onAdded}
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

function TransactionForm({
  ids,
  editing,
  onAdded,
  onDone,
}: {
  ids: Ids;
  editing: Transaction | null;
  onAdded?: (row: Transaction) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation(["transactions", "common"]);
  const addTransaction = useAddTransaction(ids);
  const updateTransaction = useUpdateTransaction(ids);
  const describe = useDescriptionWords();
  const [formError, setFormError] = useState<string | null>(null);
  // A system text (stored as a code) is shown in the reader's words; left as shown, the code is kept.
  const shownDescription = editing ? describe(editing.description) : "";
  const form = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(formSchema),
    // No type by default (see TransactionTypeToggle); the date a director means by "today" is India's.
    defaultValues: editing
      ? {
          transactionType: editing.transactionType,
          amount: editing.amount,
          description: shownDescription,
          transactionDate: editing.transactionDate,
          paymentMode: editing.paymentMode ?? "",
        }
      : { description: "", transactionDate: todayInIndia(), paymentMode: lastPaymentMode() },
  });
  const { errors, isSubmitting } = form.formState;
  const chosenType = useWatch({ control: form.control, name: "transactionType" });
  const received = chosenType === "Credit";
  const isDues = chosenType === "Debit";
  const field = fieldProps(errors, REQUIRED, (message) => translateMessage(t, message));
  // Dues say what they are for: a head (Other unless picked) and, for a month's or an instalment's
  // charge, its period, so the same month is never charged twice by hand and by a plan.
  const heads = useFeeHeads();
  const { i18n } = useTranslation();
  const [pickedHeadId, setPickedHeadId] = useState<string | null>(editing?.feeHeadId ?? null);
  const feeHeadId = pickedHeadId ?? heads.data?.find((head) => head.code === "other")?.id ?? "";
  const [period, setPeriod] = useState<string | null>(editing?.period ?? null);
  const date = useWatch({ control: form.control, name: "transactionDate" }) ?? "";
  const [question, setQuestion] = useState<{ asked: ChargeQuestion; values: FormValues } | null>(null);
  const head = heads.data?.find((h) => h.id === feeHeadId);

  async function save({ transactionType, ...fields }: FormValues) {
    setFormError(null);
    setQuestion(null);
    const paymentMode = transactionType === "Credit" ? fields.paymentMode : undefined;
    // Only what the director set is sent: no head means Other, and an edit leaves untouched fields as they are.
    const headChanged = pickedHeadId !== null && pickedHeadId !== (editing?.feeHeadId ?? null);
    const periodChanged = period !== (editing?.period ?? null);
    const dues =
      transactionType === "Debit"
        ? { ...(headChanged ? { feeHeadId: pickedHeadId } : {}), ...(periodChanged ? { period } : {}) }
        : {};
    try {
      if (editing) {
        const description = fields.description === shownDescription ? editing.description : fields.description;
        await updateTransaction.mutateAsync({
          id: editing._id,
          changes: { ...fields, ...dues, description, paymentMode },
        });
      } else {
        const row = await addTransaction.mutateAsync({ ...fields, ...dues, transactionType, paymentMode });
        if (transactionType === "Credit") rememberPaymentMode(paymentMode ?? "");
        onAdded?.(row);
      }
      onDone();
    } catch (error) {
      const asked = chargeQuestionOf(error);
      if (asked) return setQuestion({ asked, values: { transactionType, ...fields } });
      // A closed day (issue 28) is the director's own rule, said in the screen's language.
      if (error instanceof ApiRequestError && error.code === DAY_CLOSED) return setFormError(t("errors.dayClosed"));
      const rest = applyServerFieldErrors(error, FIELDS, form.setError);
      if (rest) setFormError(t(editing ? "errors.edit" : "errors.add", { message: rest }));
    }
  }
  const onSubmit = form.handleSubmit(save);

  return (
    <form className="space-y-4" onSubmit={(event) => void onSubmit(event)} noValidate>
      {editing ? (
        <div className="space-y-1">
          <p className="flex items-center gap-2 text-sm font-medium text-slate-700">
            {t("dialog.type")}: <TypeBadge type={editing.transactionType} />
          </p>
          {editing.receiptNo ? (
            <p className="text-sm text-slate-600">{t("dialog.receiptKept", { receiptNo: editing.receiptNo })}</p>
          ) : null}
        </div>
      ) : (
        <Controller
          control={form.control}
          name="transactionType"
          render={({ field: type }) => (
            <TransactionTypeToggle value={type.value} onChange={type.onChange} error={field("transactionType").error} />
          )}
        />
      )}
      {/* The mode sits beside the amount: what was taken and how, read together at the counter. */}
      <div className={received ? "grid grid-cols-2 items-start gap-3" : undefined}>
        <FormField label={t("dialog.amount")} {...field("amount")}>
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            {...form.register("amount", { valueAsNumber: true })}
          />
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
      </div>
      <FormField label={t("dialog.description")} {...field("description")}>
        <Input placeholder={t("dialog.descriptionPlaceholder")} {...form.register("description")} />
      </FormField>
      <FormField label={t("dialog.date")} {...field("transactionDate")}>
        <Input type="date" {...form.register("transactionDate")} />
      </FormField>
      {isDues ? (
        <>
          <FormField label={t("head", { ns: "feeHeads" })}>
            <FeeHeadSelect
              heads={heads.data ?? []}
              value={feeHeadId}
              onChange={(event) => setPickedHeadId(event.target.value)}
              data-testid="transaction-fee-head"
            />
          </FormField>
          <FormField label={t("period", { ns: "feeHeads" })}>
            <PeriodPicker date={date} value={period} onChange={setPeriod} />
          </FormField>
        </>
      ) : null}
      {question ? (
        <ChargeQuestionPanel
          question={question.asked}
          headName={head ? feeHeadName(head, i18n.language) : ""}
          period={period}
          canSkip={false}
          onSkip={() => setQuestion(null)}
          onChargeAgain={() => void save({ ...question.values, alreadyCharged: "charge-again" })}
          onChargeAnyway={() => void save({ ...question.values, outsideSession: true })}
          onCancel={() => setQuestion(null)}
        />
      ) : null}
      <FormError message={formError} />
      <DialogFormActions
        submitting={isSubmitting}
        label={editing ? t("common:save") : t("common:add")}
        busyLabel={t("common:saving")}
        worksOffline={!editing}
      />
    </form>
  );
}
