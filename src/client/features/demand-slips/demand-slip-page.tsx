import { useQuery } from "@tanstack/react-query";
import { ReceiptText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatRupeesForScreen, paiseToRupees, rupeesToPaise } from "@/shared/money";
import { slipBalance } from "@/shared/rules/slip-maths";
import { EmptyState } from "../../components/empty-state";
import { GenerateBillsButton } from "../../components/generate-bills-button";
import { PageHeader } from "../../components/page-header";
import { QueryErrorState } from "../../components/query-error-state";
import { useSchoolId } from "../../components/queries/use-school-id";
import { PageSpinner } from "../../components/ui/spinner";
import type { BillsScope } from "../../lib/demand-slips/bills-scope";
import { useBillsDownload } from "../../lib/demand-slips/use-bills-download";
import { demandSlipsQuery } from "../../lib/demand-slips/demand-slips-query";
import { SlipTable } from "./components/slip-table";
import "./i18n";

/** `/demand-slip`: every student's slip for the whole school, and Print for all of them as Bills.pdf. */
export default function DemandSlipPage() {
  const { t } = useTranslation("demandSlips");
  const schoolId = useSchoolId() ?? "";
  const scope: BillsScope = { kind: "school", schoolId };
  const slips = useQuery({ ...demandSlipsQuery(scope), enabled: Boolean(schoolId) });
  // One student's slip, from its row: Slip-<name>-<slipNo>.pdf, fetched fresh like the school's bills.
  const single = useBillsDownload();

  const body = () => {
    if (slips.isPending) return <PageSpinner label={t("title")} />;
    if (slips.isError) return <QueryErrorState error={slips.error} onRetry={() => void slips.refetch()} />;
    if (slips.data.length === 0)
      return <EmptyState icon={ReceiptText} title={t("empty.title")} text={t("empty.text")} />;
    const balance = paiseToRupees(
      slips.data.reduce((sum, slip) => sum + rupeesToPaise(slipBalance(slip.feesDetails, slip.totalMoneyReceive)), 0n),
    );
    return (
      <>
        <p className="text-sm text-slate-600">
          {t("summary", { count: slips.data.length, total: formatRupeesForScreen(balance) })}
        </p>
        <SlipTable
          slips={slips.data}
          printing={single.isGenerating}
          onPrint={(slip) => void single.download({ kind: "student", studentId: slip.studentId })}
        />
      </>
    );
  };

  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <PageHeader
        title={t("title")}
        subtitle={t("intro")}
        actions={schoolId ? <GenerateBillsButton scope={scope} label={t("print")} variant="default" /> : null}
      />
      {body()}
    </div>
  );
}
