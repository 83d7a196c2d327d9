import { Lock, LockOpen } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { reasonSchema } from "@/shared/rules/reason";
import { FormError } from "../../../components/form-error";
import { OnlineButton } from "../../../components/online-button";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogClose, DialogContent } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { Input, Textarea } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/error-message";
import { useCloseDay, useDayBook, useReopenDay } from "../api/use-day-book";
import { rupees } from "../format";
import "../i18n";

const RUPEES = /^\d{1,9}(\.\d{1,2})?$/;
const paise = (rupeesAmount: number) => Math.round(rupeesAmount * 100);

/** "Close the day": the day's expected cash, the count, the difference, then the close. */
export function CloseDialog({ day, date, onClose }: { day: string; date: string; onClose: () => void }) {
  const { t } = useTranslation("dayBook");
  // The whole day, whatever the page's filters: the server expects the day's net cash.
  const book = useDayBook({ from: day, to: day });
  const closeDay = useCloseDay(day);
  const [counted, setCounted] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const expected = book.data?.totals.byMode.cash;
  const text = counted.trim();
  const valid = RUPEES.test(text);
  const difference = valid && expected !== undefined ? (paise(Number(text)) - paise(expected)) / 100 : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!text) return setFieldError(t("close.countedRequired"));
    if (!valid) return setFieldError(t("close.countedInvalid"));
    setFieldError(null);
    try {
      await closeDay.mutateAsync(Number(text));
      onClose();
    } catch (error) {
      setFormError(t("close.failed", { message: errorMessage(error) }));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={`${t("close.title")}: ${date}`} description={t("close.intro")}>
        <form className="space-y-4" noValidate onSubmit={(event) => void submit(event)}>
          <FormField label={t("close.counted")} error={fieldError ?? undefined} required>
            <Input
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={counted}
              onChange={(event) => setCounted(event.target.value)}
            />
          </FormField>
          <dl className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-3 text-sm" data-testid="close-figures">
            <dt className="text-slate-600">{t("close.expected")}</dt>
            <dd className="text-right font-medium tabular-nums">
              {expected === undefined ? <Spinner /> : rupees(expected)}
            </dd>
            <dt className="text-slate-600">{t("close.counted")}</dt>
            <dd className="text-right font-medium tabular-nums">{valid ? rupees(Number(text)) : "—"}</dd>
            <dt className="text-slate-600">{t("close.difference")}</dt>
            <dd
              className={
                difference !== null && difference < 0
                  ? "text-right font-semibold tabular-nums text-red-700"
                  : "text-right font-semibold tabular-nums"
              }
            >
              {difference === null
                ? "—"
                : difference === 0
                  ? rupees(0)
                  : `${rupees(difference)} (${t(difference < 0 ? "close.short" : "close.over")})`}
            </dd>
          </dl>
          <FormError message={formError} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" type="button">
                {t("close.cancel")}
              </Button>
            </DialogClose>
            <OnlineButton type="submit" disabled={closeDay.isPending || expected === undefined}>
              {closeDay.isPending ? <Spinner /> : <Lock aria-hidden />}
              {closeDay.isPending ? t("close.closing") : t("close.confirm", { date })}
            </OnlineButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The owner's "Reopen" of a closed day, with the reason the activity log keeps. */
export function ReopenDialog({ day, date, onClose }: { day: string; date: string; onClose: () => void }) {
  const { t } = useTranslation("dayBook");
  const reopen = useReopenDay(day);
  const [reason, setReason] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = reasonSchema.safeParse(reason);
    if (!parsed.success) return setFieldError(t("reopen.reasonRequired"));
    setFieldError(null);
    try {
      await reopen.mutateAsync(parsed.data);
      onClose();
    } catch (error) {
      setFormError(t("reopen.failed", { message: errorMessage(error) }));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent role="alertdialog" title={t("reopen.title", { date })} description={t("reopen.description")}>
        <form className="space-y-4" noValidate onSubmit={(event) => void submit(event)}>
          <FormField label={t("reopen.reason")} error={fieldError ?? undefined} required>
            <Textarea rows={2} value={reason} onChange={(event) => setReason(event.target.value)} />
          </FormField>
          <FormError message={formError} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" type="button">
                {t("close.cancel")}
              </Button>
            </DialogClose>
            <OnlineButton type="submit" variant="destructive" disabled={reopen.isPending}>
              {reopen.isPending ? <Spinner /> : <LockOpen aria-hidden />}
              {reopen.isPending ? t("reopen.reopening") : t("reopen.confirm")}
            </OnlineButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
