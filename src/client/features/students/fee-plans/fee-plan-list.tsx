import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { FeePlan } from "@/shared/api/fee-plan";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { IconButton } from "../../../components/icon-button";
import { formatPeriod } from "@/shared/rules/format-period";
import { scheduleText } from "./schedule-text";
import { useDeleteFeePlan } from "./use-fee-plans";
import "./i18n";

/** The ledger's plans, each with its schedule and the periods of this session already charged. */
export function FeePlanList({ ledgerId, plans }: { ledgerId: string; plans: FeePlan[] }) {
  const { t, i18n } = useTranslation("feePlans");
  const [deleting, setDeleting] = useState<FeePlan | null>(null);
  const deletePlan = useDeleteFeePlan(ledgerId);

  if (plans.length === 0)
    return <p className="rounded-md border border-dashed border-slate-300 p-4 text-sm text-slate-600">{t("empty")}</p>;
  const remove = (plan: FeePlan) =>
    deletePlan.mutate(plan, {
      onSuccess: () => toast.success(t("deleted", { description: plan.description })),
      onError: (error) => toast.error(t("deleteFailed", { description: plan.description, message: error.message })),
    });
  return (
    <>
      <ul aria-label={t("list")} className="divide-y divide-slate-200 rounded-md border border-slate-200">
        {plans.map((plan) => (
          <li key={plan.id} className="flex items-start gap-2 p-3">
            <div className="min-w-0 flex-1 space-y-1">
              <p className="font-medium break-words text-slate-900">{plan.description}</p>
              <p className="text-sm text-slate-700">{scheduleText(t, plan, i18n.language)}</p>
              <p className="text-xs text-slate-600" data-testid="charged-periods">
                {plan.chargedPeriods.length === 0
                  ? t("notCharged")
                  : `${t("charged")} ${plan.chargedPeriods.map((p) => t("periodStudents", { period: formatPeriod(p.period, i18n.language), count: p.students })).join(", ")}`}
              </p>
            </div>
            <IconButton label={t("delete", { description: plan.description })} onClick={() => setDeleting(plan)}>
              <Trash2 aria-hidden className="text-red-600" />
            </IconButton>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("confirmDelete.title")}
        description={
          deleting ? (
            <>
              <span className="block font-medium text-slate-900">
                {t("confirmDelete.what", {
                  description: deleting.description,
                  schedule: scheduleText(t, deleting, i18n.language),
                })}
              </span>
              <span className="block">{t("confirmDelete.consequence")}</span>
            </>
          ) : null
        }
        onConfirm={() => deleting && remove(deleting)}
      />
    </>
  );
}
