import { Landmark } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { lazyDialog } from "../../../components/lazy-dialog";
import { Button } from "../../../components/ui/button";
import "../i18n";

// The dialog (its review table, two mutations, Radix) loads after the page has shown (decision 0053).
const BankStatementDialog = lazyDialog(
  () => import("./bank-statement-dialog").then((m) => m.BankStatementDialog),
  (props) => props.open,
);

/** "Match bank statement" above the defaulters, and the dialog it opens. */
export function BankStatementButton() {
  const { t } = useTranslation("dues");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Landmark aria-hidden />
        {t("bank.open")}
      </Button>
      <BankStatementDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
