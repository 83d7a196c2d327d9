import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNeedsConnection } from "../lib/use-needs-connection";
import { Button } from "./ui/button";
import { Dialog, DialogClose, DialogContent } from "./ui/dialog";
import "./i18n";

/**
 * Asks before something that cannot be taken back, stating what will go. The deletes behind it are
 * optimistic, so confirming closes the dialog at once; a refusal comes back as a toast.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  worksOffline = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel?: string;
  onConfirm: () => void;
  /** The action stays on the device (a template into a form), so it needs no network. */
  worksOffline?: boolean;
}) {
  const { t } = useTranslation(["ui", "common"]);
  // A confirmed action changes the server's data: offline it waits, with the reason shown.
  const offline = useNeedsConnection();
  const needsConnection = worksOffline ? null : offline;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog" title={title} description={description}>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">{t("common:cancel")}</Button>
          </DialogClose>
          {needsConnection ? <span className="self-center text-sm text-amber-800">{needsConnection}</span> : null}
          <Button
            variant="destructive"
            disabled={needsConnection !== null}
            title={needsConnection ?? undefined}
            onClick={() => {
              onOpenChange(false);
              onConfirm();
            }}
          >
            {confirmLabel ?? t("delete")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
