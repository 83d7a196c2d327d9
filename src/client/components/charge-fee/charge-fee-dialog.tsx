import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { TFunction } from "i18next";
import type { z } from "zod";
import { chargeFieldsSchema } from "@/shared/api/dues";
import { formatPaise, formatRupeesForScreen, parseRupees } from "@/shared/money";
import { MAX_AMOUNT_PAISE, rupeeRefusalMessages } from "@/shared/rules/amount";
import { todayInIndia } from "@/shared/rules/calendar-date";
import { errorMessage } from "../../lib/error-message";
import { fieldProps, requiredFieldsOf } from "../../lib/form-field-props";
import { translateMessage } from "../../lib/translate-message";
import { DialogFormActions } from "../dialog-form-actions";
import { FormError } from "../form-error";
import { ChargeQuestionPanel, chargeQuestionOf, type ChargeQuestion } from "../fee-heads/charge-question";
import { FeeHeadSelect } from "../fee-heads/fee-head-select";
import { PeriodPicker } from "../fee-heads/period-picker";
import { feeHeadName, useFeeHeads } from "../fee-heads/use-fee-heads";
import { ledgerStudentsQuery } from "../queries/fetch-ledger-students";
import { Dialog, DialogContent } from "../ui/dialog";
import { FormField } from "../ui/form-field";
import { Input } from "../ui/input";
import { Spinner } from "../ui/spinner";
import { planCharge, type ChargePlan, type ConcessionProblem } from "./charge-plan";
import { useStandingConcessions } from "./use-standing-concessions";
import { ChargeStudentList } from "./charge-student-list";
import { useChargeDues } from "./use-charge-dues";
import "./i18n";
import type { ChargeDuesBody } from "@/shared/api/dues";

const formSchema = chargeFieldsSchema;
type FormInput = z.input<typeof formSchema>;
type FormValues = z.output<typeof formSchema>;
const REQUIRED = requiredFieldsOf(formSchema);

/** The ledger a Charge fee dialog is for; its name, when known, says which class on screen. */
export interface ChargeTarget {
  ledgerId: string;
  ledgerName?: string;
}

/** One Dues charge for the ticked students of a ledger, less each one's concession, previewed before it is confirmed. */
export function ChargeFeeDialog({
  target,
  onOpenChange,
}: {
  target: ChargeTarget | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("chargeFee");
  return (
    <Dialog open={target !== null} onOpenChange={onOpenChange}>
      <DialogContent title={t("title")} description={target?.ledgerName}>
        {target ? (
          <ChargeFeeForm key={target.ledgerId} ledgerId={target.ledgerId} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ChargeFeeForm({ ledgerId, onDone }: { ledgerId: string; onDone: () => void }) {
  const { t } = useTranslation("chargeFee");
  // One key per opened form: a double tap or a retry after a lost answer charges the class once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [formError, setFormError] = useState<string | null>(null);
  // Asked afresh at every opening: the list ticked must be the class as it is now.
  const students = useQuery({ ...ledgerStudentsQuery(ledgerId), refetchOnMount: "always" });
  // Ids left unticked, so everyone is ticked by default, students loaded later too.
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const [concessions, setConcessions] = useState<Readonly<Record<string, string>>>({});
  const form = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { description: "", transactionDate: todayInIndia() },
  });
  const charge = useChargeDues(ledgerId, idempotencyKey);
  const heads = useFeeHeads();
  // Tuition fee first: charging a whole class is mostly the month's tuition; any other head is one pick away.
  const [pickedHeadId, setPickedHeadId] = useState<string | null>(null);
  const feeHeadId = pickedHeadId ?? heads.data?.find((head) => head.code === "tuition")?.id ?? "";
  const [period, setPeriod] = useState<string | null>(() => todayInIndia().slice(0, 7));
  const [question, setQuestion] = useState<{ asked: ChargeQuestion; body: ChargeDuesBody } | null>(null);
  const transactionDate = useWatch({ control: form.control, name: "transactionDate" }) ?? "";
  const { i18n } = useTranslation();
  const head = heads.data?.find((h) => h.id === feeHeadId);
  const { errors, isSubmitting } = form.formState;
  const field = fieldProps(errors, REQUIRED, (message) => translateMessage(t, message));
  const amount = useWatch({ control: form.control, name: "amount" });
  // The same parsing the schema applies on submit, so the preview never shows a fee that will be refused.
  const fee = parseRupees(amount, MAX_AMOUNT_PAISE);
  const feePaise = fee.ok ? fee.paise : null;
  const standing = useStandingConcessions(ledgerId, feeHeadId);
  const plan = planCharge({
    feePaise,
    studentIds: students.data?.map((student) => student._id) ?? [],
    unticked,
    concessionTexts: concessions,
    standing,
  });

  const problemMessage = (problem: ConcessionProblem): string => {
    if (problem === "negative") return t("concessionNegative");
    if (problem === "tooLarge") return t("concessionTooLarge");
    return translateMessage(t, rupeeRefusalMessages[problem]) ?? "";
  };
  const toggle = (studentId: string) =>
    setUnticked((current) => {
      const next = new Set(current);
      if (!next.delete(studentId)) next.add(studentId);
      return next;
    });

  const onSubmit = form.handleSubmit(async (fields, event) => {
    setFormError(null);
    if (!students.data) return setFormError(students.isError ? students.error.message : t("loadingStudents"));
    if (plan.problems.size > 0) {
      // Each message already sits under its box; take the director to the first one.
      // (The submit event's target is the form, read before anything is awaited here.)
      (event?.target as HTMLFormElement | undefined)?.querySelector<HTMLElement>("input[aria-invalid=true]")?.focus();
      return;
    }
    if (plan.chargedIds.length === 0) return setFormError(t("previewNone"));
    await send({ ...fields, ...plan.selection, ...(feeHeadId ? { feeHeadId } : {}), period });
  });

  /** Sends the charge; a refusal that asks a question (already charged, outside the session) waits for the answer. */
  async function send(body: ChargeDuesBody) {
    setQuestion(null);
    try {
      const result = await charge.mutateAsync(body);
      toast.success(t("done", { count: result.created, total: formatRupeesForScreen(result.totalRupees) }));
      onDone();
    } catch (error) {
      const asked = chargeQuestionOf(error);
      if (asked) setQuestion({ asked, body });
      else setFormError(t("failed", { message: errorMessage(error) }));
    }
  }

  return (
    <form className="space-y-4" onSubmit={(event) => void onSubmit(event)} noValidate>
      <FormField label={t("amount")} {...field("amount")}>
        <Input
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          {...form.register("amount", { valueAsNumber: true })}
        />
      </FormField>
      <FormField label={t("description")} {...field("description")}>
        <Input placeholder={t("descriptionPlaceholder")} {...form.register("description")} />
      </FormField>
      <FormField label={t("date")} {...field("transactionDate")}>
        <Input type="date" {...form.register("transactionDate")} />
      </FormField>
      <FormField label={t("head", { ns: "feeHeads" })}>
        <FeeHeadSelect
          heads={heads.data ?? []}
          value={feeHeadId}
          onChange={(event) => setPickedHeadId(event.target.value)}
          data-testid="charge-fee-head"
        />
      </FormField>
      <FormField label={t("period", { ns: "feeHeads" })}>
        <PeriodPicker date={transactionDate} value={period} onChange={setPeriod} />
      </FormField>
      {students.data ? (
        students.data.length === 0 ? (
          <p className="text-sm text-slate-600">{t("noStudents")}</p>
        ) : (
          <ChargeStudentList
            students={students.data}
            unticked={unticked}
            onToggle={toggle}
            onSelectAll={() => setUnticked(new Set())}
            onClear={() => setUnticked(new Set(students.data.map((student) => student._id)))}
            concessions={concessions}
            onConcessionChange={(studentId, text) => setConcessions((current) => ({ ...current, [studentId]: text }))}
            problems={new Map([...plan.problems].map(([studentId, problem]) => [studentId, problemMessage(problem)]))}
            standing={plan.standingByStudent}
          />
        )
      ) : students.isPending ? (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner /> {t("loadingStudents")}
        </p>
      ) : null}
      <p
        className="rounded-md bg-slate-50 p-3 text-sm font-medium text-slate-800"
        aria-live="polite"
        data-testid="charge-preview"
      >
        {previewText(t, plan, feePaise, students.data !== undefined)}
      </p>
      <p className="text-xs text-slate-600">{t("standingNote")}</p>
      {question ? (
        <ChargeQuestionPanel
          question={question.asked}
          headName={head ? feeHeadName(head, i18n.language) : ""}
          period={period}
          canSkip
          onSkip={() => void send({ ...question.body, alreadyCharged: "skip" })}
          onChargeAgain={() => void send({ ...question.body, alreadyCharged: "charge-again" })}
          onChargeAnyway={() => void send({ ...question.body, outsideSession: true })}
          onCancel={() => setQuestion(null)}
        />
      ) : null}
      <FormError message={formError ?? (students.isError ? students.error.message : null)} />
      <DialogFormActions
        submitting={isSubmitting}
        label={
          plan.totalPaise !== null && plan.chargedIds.length > 0
            ? t("confirmTotal", { total: formatPaise(plan.totalPaise) })
            : t("confirm")
        }
        busyLabel={t("charging")}
      />
    </form>
  );
}

/** The sum before confirming: ticked students × fee, less their concessions, or what is missing for it. */
function previewText(t: TFunction<"chargeFee">, plan: ChargePlan, feePaise: bigint | null, loaded: boolean): string {
  if (feePaise === null) return t("previewEmpty");
  if (!loaded) return t("loadingStudents");
  if (plan.chargedIds.length === 0) return t("previewNone");
  if (plan.totalPaise === null) return t("previewFix");
  const numbers = { count: plan.chargedIds.length, amount: formatPaise(feePaise), total: formatPaise(plan.totalPaise) };
  if (plan.standingPaise > 0n) {
    const standing = { ...numbers, standing: formatPaise(plan.standingPaise) };
    return plan.concessionsPaise > 0n
      ? t("previewStandingAndConcessions", { ...standing, concessions: formatPaise(plan.concessionsPaise) })
      : t("previewStanding", standing);
  }
  return plan.concessionsPaise > 0n
    ? t("previewConcessions", { ...numbers, concessions: formatPaise(plan.concessionsPaise) })
    : t("preview", numbers);
}
