import { Download } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { ImportIssue, ImportPreview } from "@/shared/api/ledger-transfer";
import { STUDENT_SHEET_COLUMNS } from "@/shared/rules/student-sheet";
import { DialogFormActions } from "../../../components/dialog-form-actions";
import { FormError } from "../../../components/form-error";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { ApiRequestError } from "../../../lib/api-client";
import { translateMessage } from "../../../lib/translate-message";
import { useImportStudents, usePreviewImport } from "../api/use-import-students";
import "../i18n";

/** Student manager → Import: choose a file, see every problem by row and column, then import all of it. */
export function ImportStudentsDialog({
  schoolId,
  ledgerId,
  open,
  onOpenChange,
}: {
  schoolId: string;
  ledgerId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("students");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t("importExport.title")} description={t("importExport.intro")} className="sm:max-w-2xl">
        <ImportForm schoolId={schoolId} ledgerId={ledgerId} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ImportForm({ schoolId, ledgerId, onDone }: { schoolId: string; ledgerId: string; onDone: () => void }) {
  const { t, i18n } = useTranslation("students");
  const language = i18n.language.startsWith("hi") ? "hi" : "en";
  const preview = usePreviewImport(ledgerId);
  const importStudents = useImportStudents({ schoolId, ledgerId });
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = (chosen: File | undefined) => {
    setError(null);
    setFile(chosen ?? null);
    preview.reset();
    if (chosen)
      preview.mutate(chosen, {
        onError: (failure) => setError(t("importExport.failed", { message: failure.message })),
      });
  };

  const submit = async () => {
    if (!file) return;
    setError(null);
    try {
      const { created } = await importStudents.mutateAsync(file);
      toast.success(t("importExport.done", { count: created }));
      onDone();
    } catch (failure) {
      setError(
        t("importExport.failed", {
          message: failure instanceof ApiRequestError || failure instanceof Error ? failure.message : String(failure),
        }),
      );
    }
  };

  const result = preview.data;
  const ready = result !== undefined && result.issues.length === 0 && result.valid > 0;
  // Rows with a problem, not problems: a row with a bad phone and a bad date is one row to fix.
  const badRows = new Set(result?.issues.map((issue) => issue.row)).size;
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {/* A plain link: the server writes the .xlsx with the headers in the screen's language. */}
      <Button asChild variant="outline" size="sm">
        <a href={`/api/v1/import-template.xlsx?language=${language}`} download>
          <Download aria-hidden />
          {t("importExport.template")}
        </a>
      </Button>
      <FormField label={t("importExport.file")}>
        <Input
          type="file"
          accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
          onChange={(event) => choose(event.target.files?.[0])}
        />
      </FormField>
      {preview.isPending ? (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner /> {t("importExport.checking")}
        </p>
      ) : null}
      {result ? <PreviewSummary preview={result} /> : null}
      <FormError message={error} />
      <DialogFormActions
        submitting={importStudents.isPending}
        disabled={!ready}
        label={
          badRows > 0
            ? t("importExport.fixFirst", { count: badRows })
            : t("importExport.submit", { count: result?.valid ?? 0 })
        }
        busyLabel={t("importExport.importing")}
      />
    </form>
  );
}

function PreviewSummary({ preview }: { preview: ImportPreview }) {
  const { t, i18n } = useTranslation("students");
  const column = (issue: ImportIssue) => {
    const found = STUDENT_SHEET_COLUMNS.find((c) => c.field === issue.field);
    return found ? (i18n.language.startsWith("hi") ? found.hi : found.en) : issue.field;
  };
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium" role="status">
        {t("importExport.summary", { valid: preview.valid, rows: preview.rows })}
      </p>
      {preview.issues.length > 0 ? (
        <>
          <p className="text-sm text-red-700">{t("importExport.problems")}</p>
          <div className="max-h-64 overflow-auto rounded-md border border-slate-200">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t("importExport.problems")}</caption>
              <thead className="sticky top-0 bg-slate-50">
                <tr>
                  <th scope="col" className="px-2 py-1">
                    {t("importExport.row")}
                  </th>
                  <th scope="col" className="px-2 py-1">
                    {t("importExport.student")}
                  </th>
                  <th scope="col" className="px-2 py-1">
                    {t("importExport.field")}
                  </th>
                  <th scope="col" className="px-2 py-1">
                    {t("importExport.problem")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {preview.issues.map((issue) => (
                  <tr key={`${issue.row}-${issue.field}`} className="border-t border-slate-100">
                    <td className="px-2 py-1 tabular-nums">{issue.row}</td>
                    <td className="px-2 py-1">{issue.name ?? "—"}</td>
                    <td className="px-2 py-1">
                      {column(issue)}
                      {issue.value ? <span className="block break-all text-slate-600">“{issue.value}”</span> : null}
                    </td>
                    <td className="px-2 py-1 text-red-700">{translateMessage(t, issue.message)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </div>
  );
}
