import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { PaymentClaim } from "@/shared/api/family";
import { formatRupeesForScreen } from "@/shared/money";
import { formatInstantDate } from "../../../components/format-instant-date";
import { lazyDialog } from "../../../components/lazy-dialog";
import { Button } from "../../../components/ui/button";
import { claimNames } from "./claim-names";
import { useClaimRefusal } from "./use-claim-refusal";
import { useConfirmClaim, usePendingClaims } from "./use-payment-claims";
import "./i18n";

const RejectClaimDialog = lazyDialog(
  () => import("./reject-claim-dialog").then((module) => module.RejectClaimDialog),
  (props) => props.claim !== null,
);

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
      <RejectClaimDialog claim={rejecting} onClose={() => setRejecting(null)} />
    </section>
  );
}

function ClaimRow({ claim, onReject }: { claim: PaymentClaim; onReject: () => void }) {
  const { t, i18n } = useTranslation("paymentClaims");
  const confirm = useConfirmClaim();
  const refusal = useClaimRefusal();
  const amount = formatRupeesForScreen(claim.amount);
  const names = claimNames(claim);
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
