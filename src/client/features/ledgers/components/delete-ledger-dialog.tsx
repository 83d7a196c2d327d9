import { useTranslation } from "react-i18next";
import type { Ledger } from "@/shared/api/ledger";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import "../i18n";

/** SPEC's question, plus what goes with the ledger, so nobody loses a class's fees by surprise. */
export function DeleteLedgerDialog({
  ledger,
  onOpenChange,
  onConfirm,
}: {
  ledger: Ledger | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: (ledger: Ledger) => void;
}) {
  const { t } = useTranslation("ledgers");
  return (
    <ConfirmDialog
      open={ledger !== null}
      onOpenChange={onOpenChange}
      title={t("confirmDelete.title")}
      description={
        ledger ? (
          <>
            <span className="block font-medium text-slate-900">
              {t("confirmDelete.what", {
                name: ledger.ledgerName,
                className: ledger.className,
                sessionYear: ledger.sessionYear,
              })}
            </span>
            <span className="block">
              {t("confirmDelete.consequence", {
                students: t("students", { count: ledger.studentCount }),
                transactions: t("transactions", { count: ledger.transactionCount }),
              })}
            </span>
          </>
        ) : null
      }
      onConfirm={() => ledger && onConfirm(ledger)}
    />
  );
}
