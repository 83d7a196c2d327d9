import { CloudUpload } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatRupeesForScreen } from "@/shared/money";
import { useOutbox } from "../lib/outbox/use-outbox";
import { formatCalendarDate } from "./format-calendar-date";

/**
 * Above every signed-in page: how many entries taken offline still wait to be sent, and each one the
 * server refused, linked to its student's page where it is corrected or discarded — so none is lost
 * unseen while the director is elsewhere in the app.
 */
export function OutboxBanner() {
  const { t, i18n } = useTranslation();
  const outbox = useOutbox();
  const waiting = outbox.filter((entry) => !entry.refused).length;
  const refused = outbox.filter((entry) => entry.refused);
  if (outbox.length === 0) return null;
  return (
    <div
      className="mb-3 space-y-1 rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-950"
      role="status"
    >
      {waiting > 0 ? (
        <p className="flex items-center gap-2">
          <CloudUpload className="size-4 shrink-0" aria-hidden />
          {t("outbox.waiting", { count: waiting })}
        </p>
      ) : null}
      {refused.length > 0 ? (
        <p className="text-red-800" data-testid="outbox-refused-banner">
          {t("outbox.refused", { count: refused.length })}{" "}
          {refused.map((entry) => (
            <Link
              key={entry.id}
              to={`/TransactionManager/${entry.body.studentOwnerId}`}
              className="mr-2 font-medium underline"
            >
              {t("outbox.open", {
                amount: formatRupeesForScreen(Number(entry.body.amount)),
                date: formatCalendarDate(entry.body.transactionDate, i18n.language),
              })}
            </Link>
          ))}
        </p>
      ) : null}
    </div>
  );
}
