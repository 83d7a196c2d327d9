import { Lock, LockOpen } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatCalendarDate } from "../../../components/format-calendar-date";
import { lazyDialog } from "../../../components/lazy-dialog";
import { Button } from "../../../components/ui/button";
import { closeOf, useDayCloses } from "../api/use-day-book";
import { rupees, timeInIndia } from "../format";
import "../i18n";

// The close and reopen forms (Radix's dialog, the reason's schema) load after the page has shown
// (decision 0053); each is mounted while it is open.
const whileShown = () => true;
const CloseDialog = lazyDialog(() => import("./close-day-dialogs").then((m) => m.CloseDialog), whileShown);
const ReopenDialog = lazyDialog(() => import("./close-day-dialogs").then((m) => m.ReopenDialog), whileShown);

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
