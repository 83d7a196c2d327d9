import { FileText } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { lazyDialog } from "../../../components/lazy-dialog";
import { Button } from "../../../components/ui/button";
import "./i18n";

// The same dialog the row's menu opens, loaded after the page has shown (decision 0053).
const TuitionCertificateDialog = lazyDialog(
  () => import("./tuition-certificate-dialog").then((m) => m.TuitionCertificateDialog),
  (props) => props.open,
);

/** "Tuition fee certificates" on a ledger's student manager: one page per student with tuition received. */
export function TuitionCertificatesButton({ ledgerId }: { ledgerId: string }) {
  const { t } = useTranslation("tuitionCertificates");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <FileText aria-hidden />
        {t("ledgerAction")}
      </Button>
      <TuitionCertificateDialog scope={{ kind: "ledger", ledgerId }} open={open} onOpenChange={setOpen} />
    </>
  );
}
