import { useTranslation } from "react-i18next";
import type { DemandSlip } from "@/shared/api/demand-slip";
import { formatRupeesForScreen } from "@/shared/money";
import { slipBalance, slipFeesTotal } from "@/shared/rules/slip-maths";
import { DataTable, type DataColumn } from "../../../components/data-table";
import { cn } from "../../../lib/cn";
import "../i18n";

/** The slips as a table (cards on a phone): who, and what they owe, in rupees. */
export function SlipTable({ slips }: { slips: readonly DemandSlip[] }) {
  const { t } = useTranslation("demandSlips");
  const columns: DataColumn<DemandSlip>[] = [
    {
      id: "slipNo",
      header: t("table.slipNo"),
      cell: (slip) => slip.slipNo,
      className: "whitespace-nowrap tabular-nums text-slate-600",
    },
    {
      id: "student",
      header: t("table.student"),
      primary: true,
      cell: (slip) => (
        <div className="min-w-0">
          <span className="break-words">{slip.studentName}</span>
          {slip.fatherName ? (
            <span className="block text-xs font-normal text-slate-500">
              {t("table.father", { name: slip.fatherName })}
            </span>
          ) : null}
        </div>
      ),
    },
    {
      id: "classRoll",
      header: t("table.classRoll"),
      cell: (slip) => t("table.classRollValue", { className: slip.className, rollNumber: slip.rollNumber }),
      className: "whitespace-nowrap",
    },
    {
      id: "fees",
      header: t("table.fees"),
      align: "right",
      cell: (slip) => formatRupeesForScreen(slipFeesTotal(slip.feesDetails)),
      className: "whitespace-nowrap tabular-nums",
    },
    {
      id: "received",
      header: t("table.received"),
      align: "right",
      cell: (slip) => formatRupeesForScreen(slip.totalMoneyReceive),
      className: "whitespace-nowrap tabular-nums",
    },
    {
      id: "balance",
      header: t("table.balance"),
      align: "right",
      cell: (slip) => {
        const balance = slipBalance(slip.feesDetails, slip.totalMoneyReceive);
        return (
          <span className={cn("font-semibold", balance > 0 ? "text-red-700" : "text-emerald-700")}>
            {formatRupeesForScreen(balance)}
          </span>
        );
      },
      className: "whitespace-nowrap tabular-nums",
    },
  ];
  return <DataTable caption={t("table.caption")} columns={columns} rows={slips} rowKey={(slip) => slip.studentId} />;
}
