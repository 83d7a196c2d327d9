import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { DUPLICATE_UTR, rejectClaimBodySchema, type PaymentClaim, type RejectClaimBody } from "@/shared/api/family";
import { formatRupeesForScreen } from "@/shared/money";
import { DialogFormActions } from "../../../components/dialog-form-actions";
import { FormError } from "../../../components/form-error";
import { formatInstantDate } from "../../../components/format-instant-date";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { ApiRequestError } from "../../../lib/api-client";
import { errorMessage } from "../../../lib/error-message";
import { translateMessage } from "../../../lib/translate-message";
import { useConfirmClaim, usePendingClaims, useRejectClaim } from "./use-payment-claims";
import "./i18n";

/**
 * "3 payments to confirm" on the dues page (issue 29): what parents said they paid from their page,
 * each confirmed in one tap (receipts per child, mode UPI, the UTR kept) or rejected with a reason
 * the parent reads. Nothing shows while there is none, or when the list cannot be read.
 */
export function PaymentClaimsPanel() {
  const { t } = useTranslation("paymentClaims");
  const claims = usePendingClaims();
  const [rejecting, setRejecting] = useState<PaymentClaim | null>(null);
  if (!claims.data || claims.data.length === 0) return null;
  return (
    <section
      className="rounded-xl border border-amber-300 bg-amber-50 p-3 sm:p-4"
      aria-labelledby="payment-claims-title"
    >
      <h2 id="payment-claims-title" className="font-semibold">
        {t("title", { count: claims.data.length })}
      </h2>
      <p className="mb-3 text-sm text-slate-700">{t("explain")}</p>
      <ul className="space-y-2">
        {claims.data.map((claim) => (
          <ClaimRow key={claim.id} claim={claim} onReject={() => setRejecting(claim)} />
        ))}
      </ul>
      <Dialog open={rejecting !== null} onOpenChange={(open) => !open && setRejecting(null)}>
        <DialogContent title={t("rejectTitle")}>
          {rejecting ? <RejectForm claim={rejecting} onDone={() => setRejecting(null)} /> : null}
        </DialogContent>
      </Dialog>
    </section>
  );
}

function namesOf(claim: PaymentClaim) {
  return claim.students.map((student) => student.name).join(", ");
}

/** The refusal in the reader's language when it is one the panel knows. */
function useRefusal() {
  const { t } = useTranslation("paymentClaims");
  return (error: unknown) => {
    if (error instanceof ApiRequestError && error.code === DUPLICATE_UTR) return t("duplicate");
    if (error instanceof ApiRequestError && error.code === "DAY_CLOSED") return t("dayClosed");
    return t("failed", { message: errorMessage(error) });
  };
}

function ClaimRow({ claim, onReject }: { claim: PaymentClaim; onReject: () => void }) {
  const { t, i18n } = useTranslation("paymentClaims");
  const confirm = useConfirmClaim();
  const refusal = useRefusal();
  const amount = formatRupeesForScreen(claim.amount);
  const names = namesOf(claim);
  const nameOf = (studentId: string) => claim.students.find((s) => s.studentId === studentId)?.name ?? "";
  const onConfirm = async () => {
    try {
      const done = await confirm.mutateAsync(claim.id);
      toast.success(t("confirmed", { receipts: done.receiptNos.join(", ") }));
    } catch (error) {
      toast.error(refusal(error));
    }
  };
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 text-sm">
        <p className="font-semibold">
          {amount} · {names}
        </p>
        <p className="text-slate-600">
          {t("utr", { utr: claim.utr })} · {t("claimed", { date: formatInstantDate(claim.createdAt, i18n.language) })}
        </p>
        <p className="text-slate-600">
          {claim.split
            ? claim.split
                .map((share) =>
                  t("split", { name: nameOf(share.studentId), amount: formatRupeesForScreen(share.amount) }),
                )
                .join(" · ")
            : t("oldestFirst")}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button
          size="sm"
          onClick={() => void onConfirm()}
          disabled={confirm.isPending}
          aria-label={t("confirmLabel", { amount, names })}
        >
          {t("confirm")}
        </Button>
        <Button size="sm" variant="outline" onClick={onReject} aria-label={t("rejectLabel", { amount, names })}>
          {t("reject")}
        </Button>
      </div>
    </li>
  );
}

function RejectForm({ claim, onDone }: { claim: PaymentClaim; onDone: () => void }) {
  const { t } = useTranslation("paymentClaims");
  const reject = useRejectClaim();
  const refusal = useRefusal();
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
        {formatRupeesForScreen(claim.amount)} · {namesOf(claim)} · {t("utr", { utr: claim.utr })}
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
