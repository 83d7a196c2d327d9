import { useTranslation } from "react-i18next";
import { useNeedsConnection } from "../lib/use-needs-connection";
import { Button } from "./ui/button";
import { DialogClose } from "./ui/dialog";
import { Spinner } from "./ui/spinner";

/**
 * Cancel and submit at the foot of a dialog's form; the submit shows a spinner while the form saves.
 * Sticky to the bottom of the scrolling dialog, so on a phone the primary button is never below the fold.
 */
export function DialogFormActions({
  submitting,
  label,
  busyLabel,
  disabled = false,
  worksOffline = false,
}: {
  submitting: boolean;
  label: string;
  busyLabel: string;
  /** Nothing to submit yet (a file still being checked, a preview with problems). */
  disabled?: boolean;
  /** Saved on the device when offline (a new transaction, into the outbox); every other form needs the network. */
  worksOffline?: boolean;
}) {
  const { t } = useTranslation();
  const needsConnection = useNeedsConnection();
  const offlineReason = worksOffline ? null : needsConnection;
  return (
    <div className="sticky -bottom-5 -mx-5 flex flex-col-reverse gap-2 border-t border-slate-200 bg-white px-5 pt-3 pb-5 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button type="button" variant="outline">
          {t("cancel")}
        </Button>
      </DialogClose>
      {/* Offline the submit is off from the start, with the reason beside it and on it. */}
      {offlineReason ? (
        <span className="self-center text-sm text-amber-800" data-testid="needs-connection">
          {offlineReason}
        </span>
      ) : null}
      <Button
        type="submit"
        disabled={submitting || disabled || offlineReason !== null}
        title={offlineReason ?? undefined}
      >
        {submitting ? <Spinner /> : null}
        {submitting ? busyLabel : label}
      </Button>
    </div>
  );
}
