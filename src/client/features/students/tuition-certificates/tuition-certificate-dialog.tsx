import { FileText } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { DocumentLanguage } from "@/documents/language";
import type { TuitionCertificates } from "@/shared/api/tuition-certificate";
import { todayInIndia } from "@/shared/rules/calendar-date";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { NativeSelect } from "../../../components/ui/native-select";
import { Spinner } from "../../../components/ui/spinner";
import { apiRequest } from "../../../lib/api-client";
import { errorMessage } from "../../../lib/error-message";
import { printDocument } from "../../../lib/print/print-document";
import { defaultFinancialYear, financialYearChoices } from "./financial-years";
import "./i18n";

/** One student's certificate (the student manager's row menu) or a page per student of a ledger. */
export type CertificateScope =
  { kind: "student"; studentId: string; name: string } | { kind: "ledger"; ledgerId: string };

const certificatesPath = (scope: CertificateScope, year: string) =>
  scope.kind === "student"
    ? `/student/${encodeURIComponent(scope.studentId)}/tuition-certificate?year=${encodeURIComponent(year)}`
    : `/ledger/${encodeURIComponent(scope.ledgerId)}/tuition-certificates?year=${encodeURIComponent(year)}`;

export const certificateFileName = (scope: CertificateScope, year: string) =>
  scope.kind === "student" ? `Tuition-Certificate-${year}.pdf` : `Tuition-Certificates-${year}.pdf`;

/**
 * "Tuition fee certificate(s)": a financial-year picker, then the server's certificates for it drawn
 * as a PDF in the browser (the generator loads on first use, like every document). A year with no
 * tuition received says so instead of downloading an empty file.
 */
export function TuitionCertificateDialog({
  scope,
  open,
  onOpenChange,
}: {
  scope: CertificateScope | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("tuitionCertificates");
  const title = scope?.kind === "student" ? t("studentTitle", { name: scope.name }) : t("ledgerTitle");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={t("intro")}>
        {/* Keyed by the scope so another student's dialog starts afresh. */}
        {open && scope ? (
          <CertificateForm key={JSON.stringify(scope)} scope={scope} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function CertificateForm({ scope, onDone }: { scope: CertificateScope; onDone: () => void }) {
  const { t, i18n } = useTranslation("tuitionCertificates");
  const today = todayInIndia();
  const [year, setYear] = useState(() => defaultFinancialYear(today));
  const [none, setNone] = useState<string>();
  const [busy, setBusy] = useState(false);
  const language: DocumentLanguage = i18n.language === "hi" ? "hi" : "en";

  const generate = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setNone(undefined);
    try {
      const { data } = await apiRequest<{ data: TuitionCertificates }>("GET", certificatesPath(scope, year));
      if (data.certificates.length === 0) {
        setNone(
          scope.kind === "student" ? t("noneForStudent", { name: scope.name, year }) : t("noneForLedger", { year }),
        );
        return;
      }
      const printed = await printDocument({
        loadGenerator: () =>
          import("@/documents/tuition-certificate/tuition-certificate").then((m) => m.generateTuitionCertificates),
        data: { year: data.year, school: data.school, certificates: data.certificates },
        fileName: certificateFileName(scope, data.year),
        language,
      });
      toast.success(t("downloaded", { fileName: printed.fileName }));
      onDone();
    } catch (error) {
      toast.error(t("failed", { message: errorMessage(error) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="space-y-4" noValidate onSubmit={(event) => void generate(event)}>
      <FormField label={t("year")}>
        <NativeSelect
          value={year}
          onChange={(event) => {
            setYear(event.target.value);
            setNone(undefined);
          }}
        >
          {financialYearChoices(today).map((choice) => (
            <option key={choice} value={choice}>
              {t("yearOption", { year: choice, from: choice.slice(0, 4), to: Number(choice.slice(0, 4)) + 1 })}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {none ? (
        <p role="status" className="text-sm text-amber-800">
          {none}
        </p>
      ) : null}
      <Button type="submit" disabled={busy}>
        {busy ? <Spinner /> : <FileText aria-hidden />}
        {busy ? t("generating") : scope.kind === "student" ? t("download") : t("downloadAll")}
      </Button>
    </form>
  );
}
