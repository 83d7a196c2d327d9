import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ledgerFieldsSchema, type Ledger, type LedgerFields } from "@/shared/api/ledger";
import { suggestNextSession } from "@/shared/rules/carry-forward";
import { formatRupeesForScreen } from "@/shared/money";
import { DialogFormActions } from "../../../components/dialog-form-actions";
import { FormError } from "../../../components/form-error";
import { ledgerStudentsQuery } from "../../../components/queries/fetch-ledger-students";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { fieldProps, requiredFieldsOf } from "../../../lib/form-field-props";
import { translateMessage } from "../../../lib/translate-message";
import { ApiRequestError } from "../../../lib/api-client";
import { applyServerFieldErrors } from "../../../lib/use-server-field-errors";
import { useRollOverLedger } from "../api/use-roll-over-ledger";
import "../i18n";

const FIELDS = ["ledgerName", "className", "sessionYear"] as const;
const REQUIRED = requiredFieldsOf(ledgerFieldsSchema);

/** Ledger Details → "Move to next session": class + 1 and the next session suggested, everyone ticked. */
export function RolloverDialog({
  schoolId,
  ledger,
  onOpenChange,
}: {
  schoolId: string;
  ledger: Ledger | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation(["ledgers", "common"]);
  return (
    <Dialog open={ledger !== null} onOpenChange={onOpenChange}>
      <DialogContent
        title={t("rollover.title")}
        description={ledger ? t("rollover.intro", { name: ledger.ledgerName }) : undefined}
      >
        {ledger ? <RolloverForm schoolId={schoolId} ledger={ledger} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function RolloverForm({ schoolId, ledger, onDone }: { schoolId: string; ledger: Ledger; onDone: () => void }) {
  const { t } = useTranslation(["ledgers", "common"]);
  const rollOver = useRollOverLedger(schoolId);
  const students = useQuery(ledgerStudentsQuery(ledger._id));
  // Ids left unticked; everyone else moves, so students loaded later are ticked by default.
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const [carryBalances, setCarryBalances] = useState(true);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<LedgerFields>({
    resolver: zodResolver(ledgerFieldsSchema),
    defaultValues: suggestNextSession(ledger),
  });
  const { errors, isSubmitting } = form.formState;
  const field = fieldProps(errors, REQUIRED, (message) => translateMessage(t, message));
  const moving = (students.data ?? []).filter((student) => !unticked.has(student._id));

  const toggle = (id: string) =>
    setUnticked((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const onSubmit = form.handleSubmit(async (fields) => {
    setFormError(null);
    try {
      const result = await rollOver.mutateAsync({
        ledgerId: ledger._id,
        body: { ...fields, carryBalances, studentIds: moving.map((student) => student._id) },
      });
      toast.success(
        t("rollover.done", {
          ledgerName: result.ledger.ledgerName,
          students: result.students,
          carried: formatRupeesForScreen(result.carried),
        }),
      );
      onDone();
    } catch (error) {
      // The server names each student already moved as an issue (decision 0042).
      if (error instanceof ApiRequestError && error.code === "ALREADY_ROLLED_OVER") {
        setFormError(t("rollover.alreadyMoved", { names: error.issues.map((issue) => issue.message).join(", ") }));
        return;
      }
      const rest = applyServerFieldErrors(error, FIELDS, form.setError);
      if (rest) setFormError(t("rollover.failed", { message: rest }));
    }
  });

  return (
    <form className="space-y-4" onSubmit={(event) => void onSubmit(event)} noValidate>
      <FormField label={t("rollover.ledgerName")} {...field("ledgerName")}>
        <Input {...form.register("ledgerName")} />
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField label={t("rollover.className")} {...field("className")}>
          <Input {...form.register("className")} />
        </FormField>
        <FormField label={t("rollover.sessionYear")} {...field("sessionYear")}>
          <Input inputMode="numeric" {...form.register("sessionYear")} />
        </FormField>
      </div>
      <fieldset className="space-y-2">
        <div className="flex items-center justify-between gap-2">
          <legend className="text-sm font-medium">{t("rollover.students")}</legend>
          <div className="flex gap-1">
            <Button type="button" variant="ghost" size="sm" onClick={() => setUnticked(new Set())}>
              {t("rollover.all")}
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => setUnticked(new Set(students.data?.map((s) => s._id)))}
            >
              {t("rollover.none")}
            </Button>
          </div>
        </div>
        {students.isPending ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner /> {t("rollover.loadingStudents")}
          </p>
        ) : students.data?.length === 0 ? (
          <p className="text-sm text-slate-600">{t("rollover.noStudents")}</p>
        ) : (
          <ul className="max-h-56 space-y-1 overflow-y-auto rounded-md border border-slate-200 p-2">
            {students.data?.map((student) => (
              <li key={student._id}>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4"
                    checked={!unticked.has(student._id)}
                    onChange={() => toggle(student._id)}
                  />
                  <span className="tabular-nums text-slate-500">{student.rollNumber}</span>
                  <span>{student.name}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4"
          checked={carryBalances}
          onChange={(event) => setCarryBalances(event.target.checked)}
        />
        <span>{t("rollover.carry", { session: ledger.sessionYear })}</span>
      </label>
      <FormError message={formError ?? (students.isError ? students.error.message : null)} />
      <DialogFormActions
        submitting={isSubmitting}
        label={t("rollover.submit", { count: moving.length })}
        busyLabel={t("common:saving")}
      />
    </form>
  );
}
