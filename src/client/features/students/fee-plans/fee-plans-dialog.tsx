import { Plus, Send } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { formatRupeesForScreen } from "@/shared/money";
import { QueryErrorState } from "../../../components/query-error-state";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { PageSpinner, Spinner } from "../../../components/ui/spinner";
import { lazyDialog } from "../../../components/lazy-dialog";
import { FeePlanList } from "./fee-plan-list";
import { useFeePlans, usePostDueFees } from "./use-fee-plans";
import "./i18n";

// Its form (and with it zod and the contract's schemas) loads when the plans are shown.
const AddFeePlanDialog = lazyDialog(
  () => import("./add-fee-plan-dialog").then((m) => m.AddFeePlanDialog),
  (props) => props.open,
);

/** The ledger's fee plans (opened by FeePlansButton): the list, adding and deleting, and posting this month's by hand. */
export function FeePlansDialog({
  ledgerId,
  open,
  onOpenChange,
}: {
  ledgerId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("feePlans");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t("title")} description={t("intro")}>
        {open ? <FeePlansPanel ledgerId={ledgerId} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function FeePlansPanel({ ledgerId }: { ledgerId: string }) {
  const { t } = useTranslation("feePlans");
  const plans = useFeePlans(ledgerId, true);
  const postDue = usePostDueFees(ledgerId);
  const [adding, setAdding] = useState(false);

  const post = () =>
    postDue.mutate(undefined, {
      onSuccess: (result) =>
        result.posted === 0
          ? toast.info(t("nothingToPost"))
          : toast.success(t("posted", { count: result.students, total: formatRupeesForScreen(result.totalRupees) })),
      onError: (error) => toast.error(t("postFailed", { message: error.message })),
    });

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={post} disabled={postDue.isPending || !plans.data?.length}>
          {postDue.isPending ? <Spinner /> : <Send aria-hidden />}
          {postDue.isPending ? t("posting") : t("post")}
        </Button>
        <Button variant="outline" onClick={() => setAdding(true)}>
          <Plus aria-hidden />
          {t("add")}
        </Button>
      </div>
      {plans.isPending ? (
        <PageSpinner label={t("loading")} />
      ) : plans.isError ? (
        <QueryErrorState error={plans.error} onRetry={() => void plans.refetch()} />
      ) : (
        <FeePlanList ledgerId={ledgerId} plans={plans.data} />
      )}
      <AddFeePlanDialog ledgerId={ledgerId} open={adding} onOpenChange={setAdding} />
    </div>
  );
}
