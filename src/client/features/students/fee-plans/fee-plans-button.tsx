import { CalendarClock } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { lazyDialog } from "../../../components/lazy-dialog";
import { Button } from "../../../components/ui/button";
import "./i18n";

// The plans' dialog (Radix's, the list, the posting) loads after the page has shown (decision 0053).
const FeePlansDialog = lazyDialog(
  () => import("./fee-plans-dialog").then((m) => m.FeePlansDialog),
  (props) => props.open,
);

/** "Fee plans" on the Student manager: the ledger's saved charges, adding and deleting them, and posting this month's by hand. */
export function FeePlansButton({ ledgerId }: { ledgerId: string }) {
  const { t } = useTranslation("feePlans");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <CalendarClock aria-hidden />
        {t("button")}
      </Button>
      <FeePlansDialog ledgerId={ledgerId} open={open} onOpenChange={setOpen} />
    </>
  );
}
