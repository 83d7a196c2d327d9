import { FileText } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { TuitionCertificateDialog } from "./tuition-certificate-dialog";
import "./i18n";

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
