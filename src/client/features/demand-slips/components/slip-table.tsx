import { Printer, ReceiptIndianRupee } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { DemandSlip } from "@/shared/api/demand-slip";
import { formatRupeesForScreen } from "@/shared/money";
import { slipBalance, slipFeesTotal } from "@/shared/rules/slip-maths";
import { DataTable, type DataColumn } from "../../../components/data-table";
import { IconButton, IconLink } from "../../../components/icon-button";
import { RowMoreMenu } from "../../../components/row-more-menu";
import { DropdownMenuItem } from "../../../components/ui/dropdown-menu";
import { cn } from "../../../lib/cn";
import "../i18n";

/**
 * The slips as a table: who, and what they owe, in rupees; each row prints its own slip. On a phone
 * a slip is a compact row (name and balance over class and roll), so a school's slips stay a short list.
 */
export function SlipTable({
  slips,
  onPrint,
  printing,
}: {
  slips: readonly DemandSlip[];
  onPrint: (slip: DemandSlip) => void;
  /** A slip is being printed: the row buttons wait for it. */
  printing: boolean;
}) {
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
        <div className="min-w-0 max-sm:truncate">
          <span className="break-words">{slip.studentName}</span>
          {slip.fatherName ? (
            <span className="block text-xs font-normal text-slate-500 max-sm:hidden">
              {t("table.father", { name: slip.fatherName })}
            </span>
          ) : null}
        </div>
      ),
    },
    {
      id: "classRoll",
      header: t("table.classRoll"),
      phone: "detail",
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
      phone: "end",
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
  return (
    <DataTable
      compact
      caption={t("table.caption")}
      columns={columns}
      rows={slips}
      rowKey={(slip) => slip.studentId}
      actions={(slip) => {
        const name = slip.studentName;
        const transactions = `/TransactionManager/${encodeURIComponent(slip.studentId)}`;
        return (
          <>
            <IconButton
              label={t("actions.slip", { name })}
              disabled={printing}
              onClick={() => onPrint(slip)}
              className="text-brand-700"
            >
              <Printer aria-hidden />
            </IconButton>
            {/* From 640 px an icon in the row; on a phone a word in the "⋮" menu. */}
            <IconLink to={transactions} label={t("actions.transactions", { name })} className="max-sm:hidden">
              <ReceiptIndianRupee aria-hidden />
            </IconLink>
            <RowMoreMenu name={name}>
              <DropdownMenuItem asChild>
                <Link to={transactions}>
                  <ReceiptIndianRupee aria-hidden />
                  {t("actions.transactionsShort")}
                </Link>
              </DropdownMenuItem>
            </RowMoreMenu>
          </>
        );
      }}
    />
  );
}
