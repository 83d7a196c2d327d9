import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { rejectClaimBodySchema, type PaymentClaim, type RejectClaimBody } from "@/shared/api/family";
import { formatRupeesForScreen } from "@/shared/money";
import { DialogFormActions } from "../../../components/dialog-form-actions";
import { FormError } from "../../../components/form-error";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { translateMessage } from "../../../lib/translate-message";
import { claimNames } from "./claim-names";
import { useClaimRefusal } from "./use-claim-refusal";
import { useRejectClaim } from "./use-payment-claims";
import "./i18n";

/**
 * Rejecting a parent's claim, with the reason the parent then reads on their page. Its own module,
 * loaded when the dues page is idle (lazyDialog): the form's zod schemas are not on the page's start.
 */
export function RejectClaimDialog({ claim, onClose }: { claim: PaymentClaim | null; onClose: () => void }) {
  const { t } = useTranslation("paymentClaims");
  return (
    <Dialog open={claim !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t("rejectTitle")}>
        {claim ? <RejectForm claim={claim} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function RejectForm({ claim, onDone }: { claim: PaymentClaim; onDone: () => void }) {
  const { t } = useTranslation("paymentClaims");
  const reject = useRejectClaim();
  const refusal = useClaimRefusal();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RejectClaimBody>({
    resolver: zodResolver(rejectClaimBodySchema),
    defaultValues: { reason: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ reason }) => {
    setFormError(null);
    try {
      await reject.mutateAsync({ claimId: claim.id, reason });
      toast.success(t("rejected"));
      onDone();
    } catch (error) {
      setFormError(refusal(error));
    }
  });
  return (
    <form className="space-y-4" onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className="text-sm text-slate-700">
        {formatRupeesForScreen(claim.amount)} · {claimNames(claim)} · {t("utr", { utr: claim.utr })}
      </p>
      <p className="text-sm text-slate-700">{t("rejectExplain")}</p>
      <FormField label={t("reason")} error={translateMessage(t, errors.reason?.message)} required>
        <Input maxLength={200} placeholder={t("reasonPlaceholder")} {...form.register("reason")} />
      </FormField>
      <FormError message={formError} />
      <DialogFormActions submitting={isSubmitting} label={t("rejectSubmit")} busyLabel={t("rejectBusy")} />
    </form>
  );
}
