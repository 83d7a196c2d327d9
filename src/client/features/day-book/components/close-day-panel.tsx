import { Lock, LockOpen } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { reasonSchema } from "@/shared/rules/reason";
import { FormError } from "../../../components/form-error";
import { formatCalendarDate } from "../../../components/format-calendar-date";
import { OnlineButton } from "../../../components/online-button";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogClose, DialogContent } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { Input, Textarea } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/error-message";
import { closeOf, useCloseDay, useDayBook, useDayCloses, useReopenDay } from "../api/use-day-book";
import { rupees, timeInIndia } from "../format";
import "../i18n";

const RUPEES = /^\d{1,9}(\.\d{1,2})?$/;
const paise = (rupeesAmount: number) => Math.round(rupeesAmount * 100);

/**
 * One day's close: who closed it, the count and the difference, with the owner's Reopen; or, while
 * it is open, "Close the day" for the owner (and staff when the school allows it).
 */
export function CloseDayPanel({
  day,
  isOwner,
  staffMayClose,
}: {
  day: string;
  isOwner: boolean;
  staffMayClose: boolean;
}) {
  const { t, i18n } = useTranslation("dayBook");
  const closes = useDayCloses(day);
  const close = closeOf(closes.data, day);
  const [closing, setClosing] = useState(false);
  const [reopening, setReopening] = useState(false);
  if (closes.isPending || closes.isError) return null;
  const date = formatCalendarDate(day, i18n.language);
  const active = close && close.reopenedAt === null ? close : null;
  return (
    <section aria-labelledby="day-close" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="day-close" className="sr-only">
        {t("close.title")}
      </h2>
      {active ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p role="status" className="flex items-start gap-2 text-sm">
            <Lock className="mt-0.5 size-4 shrink-0 text-slate-600" aria-hidden />
            <span>
              {t("close.closed", {
                name: active.closedBy,
                time: `${formatCalendarDate(active.closedAt.slice(0, 10), i18n.language)} ${timeInIndia(active.closedAt)}`,
                counted: rupees(active.countedCash),
                difference: rupees(active.difference),
              })}{" "}
              <span className="text-slate-600">
                {t("close.expectedWas", { expected: rupees(active.expectedCash) })}
              </span>
            </span>
          </p>
          {isOwner ? (
            <Button variant="outline" onClick={() => setReopening(true)}>
              <LockOpen aria-hidden />
              {t("reopen.open")}
            </Button>
          ) : null}
        </div>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="text-sm text-slate-600">
            {close?.reopenedAt ? (
              <p>
                {t("close.reopenedNote", {
                  name: close.reopenedBy,
                  time: timeInIndia(close.reopenedAt),
                  reason: close.reopenReason,
                })}
              </p>
            ) : null}
            {isOwner || staffMayClose ? null : <p>{t("close.ownerOnly")}</p>}
          </div>
          {isOwner || staffMayClose ? (
            <Button onClick={() => setClosing(true)}>
              <Lock aria-hidden />
              {t("close.open")}
            </Button>
          ) : null}
        </div>
      )}
      {closing ? <CloseDialog day={day} date={date} onClose={() => setClosing(false)} /> : null}
      {reopening ? <ReopenDialog day={day} date={date} onClose={() => setReopening(false)} /> : null}
    </section>
  );
}

function CloseDialog({ day, date, onClose }: { day: string; date: string; onClose: () => void }) {
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

function ReopenDialog({ day, date, onClose }: { day: string; date: string; onClose: () => void }) {
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
