import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { Family } from "@/shared/api/family";
import { whatsAppLink } from "@/shared/rules/reminder-message";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { FormError } from "../../components/form-error";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { PageSpinner } from "../../components/ui/spinner";
import { errorMessage } from "../../lib/error-message";
import { useCreateFamilyLink, useRevokeFamilyLink } from "./api/use-families";
import "./i18n";

/**
 * A family's parent-page link: made when the dialog opens (a new one each time — the server shows
 * a code once), with Copy, Share on WhatsApp to the family's phone, and Revoke after a confirmation.
 */
export function FamilyLinkDialog({
  family,
  onOpenChange,
}: {
  family: Family | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("families");
  return (
    <Dialog open={family !== null} onOpenChange={onOpenChange}>
      <DialogContent title={t("linkTitle")} description={t("linkExplain")}>
        {family ? <LinkBody family={family} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function LinkBody({ family, onDone }: { family: Family; onDone: () => void }) {
  const { t } = useTranslation("families");
  const create = useCreateFamilyLink();
  const revoke = useRevokeFamilyLink();
  const [confirming, setConfirming] = useState(false);
  const { mutate } = create;
  useEffect(() => mutate(family.phone), [mutate, family.phone]);
  if (create.isError) return <FormError message={t("failed", { message: errorMessage(create.error) })} />;
  if (!create.data) return <PageSpinner label={t("linkBusy")} />;
  const { url } = create.data;
  const names = family.students.map((student) => student.name).join(", ");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t("copied"));
    } catch {
      toast.error(t("copyFailed"));
    }
  };
  const onRevoke = async () => {
    setConfirming(false);
    try {
      const { revoked } = await revoke.mutateAsync(family.phone);
      toast.success(revoked ? t("revoked") : t("nothingToRevoke"));
      onDone();
    } catch (error) {
      toast.error(t("failed", { message: errorMessage(error) }));
    }
  };
  return (
    <div className="space-y-3">
      <Input readOnly value={url} aria-label={t("linkTitle")} onFocus={(event) => event.currentTarget.select()} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={() => void copy()}>{t("copy")}</Button>
        <Button asChild variant="outline">
          <a href={whatsAppLink(family.phone, t("shareText", { names, url }))} target="_blank" rel="noreferrer">
            {t("share")}
          </a>
        </Button>
        <Button variant="destructive" onClick={() => setConfirming(true)} disabled={revoke.isPending}>
          {t("revoke")}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("revokeTitle")}
        description={t("revokeExplain")}
        confirmLabel={t("revoke")}
        onConfirm={() => void onRevoke()}
      />
    </div>
  );
}
