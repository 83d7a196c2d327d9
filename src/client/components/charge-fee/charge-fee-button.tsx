import { ReceiptIndianRupee } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { lazyDialog } from "../lazy-dialog";
import { Button } from "../ui/button";
import type { ChargeTarget } from "./charge-fee-dialog";
import "./i18n";

// The form (and with it zod and the contract's schemas) loads after the page has shown.
const ChargeFeeDialog = lazyDialog(
  () => import("./charge-fee-dialog").then((m) => m.ChargeFeeDialog),
  (props) => props.target !== null,
);

/** "Charge fee" on the Student manager: opens the dialog for this ledger. */
export function ChargeFeeButton({ ledgerId, ledgerName, studentCount }: ChargeTarget & { studentCount: number }) {
  const { t } = useTranslation("chargeFee");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} disabled={studentCount === 0}>
        <ReceiptIndianRupee aria-hidden />
        {t("button")}
      </Button>
      <ChargeFeeDialog target={open ? { ledgerId, ledgerName } : null} onOpenChange={setOpen} />
    </>
  );
}
