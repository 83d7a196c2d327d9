import { Braces, FileArchive } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { DOCUMENT_FILE_NAMES } from "@/documents/file-names";
import { OMR_MAX_QUESTIONS, OMR_QUESTIONS_PER_PAGE } from "@/documents/omr-sheet/omr-sheet-schema";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { errorMessage } from "../../lib/error-message";
import { downloadJson, downloadZip } from "../../lib/print/print-document";
import { fieldMessage } from "./components/form-message";
import { ToolPage } from "./components/tool-page";
import { DRAFT_KEYS } from "./drafts/draft-storage";
import { useDraftForm } from "./drafts/use-draft-form";
import { GenerateButton } from "./generate/generate-button";
import { PrintNotice } from "./generate/print-notice";
import { usePrintAction } from "./generate/use-print-action";
import "./i18n";
import { OMR_DEFAULTS, omrFormSchema, type OmrFormValues } from "./omr/omr-form-schema";

export default function OmrSheetPage() {
  const { t } = useTranslation(["printTools", "common"]);
  const form = useDraftForm(DRAFT_KEYS.omrSheet, omrFormSchema, OMR_DEFAULTS);
  const { state, print, generating } = usePrintAction("omr-sheet");
  const [templateNotice, setTemplateNotice] = useState<string>();

  const generate = form.handleSubmit((values) =>
    print({
      loadGenerator: () => import("@/documents/omr-sheet/omr-sheet").then((module) => module.generateOmrSheet),
      data: values,
      fileName: DOCUMENT_FILE_NAMES.omrSheet,
    }),
  );
  // The templates are pure geometry (no pdfkit), but they are still loaded only when asked for.
  const saveTemplate = (fileName: string, save: (values: OmrFormValues) => Promise<void>) =>
    form.handleSubmit(async (values: OmrFormValues) => {
      try {
        await save(values);
        setTemplateNotice(t("omr.templateSaved", { fileName }));
      } catch (error) {
        toast.error(t("omr.templateFailed"), { description: errorMessage(error) });
      }
    });
  const downloadTemplate = saveTemplate(DOCUMENT_FILE_NAMES.omrTemplate, async (values) => {
    const { omrSheetTemplate } = await import("@/documents/omr-sheet/omr-template");
    downloadJson(omrSheetTemplate(values), DOCUMENT_FILE_NAMES.omrTemplate);
  });
  const downloadOmrChecker = saveTemplate(DOCUMENT_FILE_NAMES.omrChecker, async (values) => {
    const [{ omrSheetTemplate }, { omrCheckerZip }] = await Promise.all([
      import("@/documents/omr-sheet/omr-template"),
      import("@/documents/omr-sheet/omr-checker-zip"),
    ]);
    downloadZip(omrCheckerZip(omrSheetTemplate(values)), DOCUMENT_FILE_NAMES.omrChecker);
  });

  return (
    <ToolPage title={t("common:titles.omrSheet")} subtitle={t("omr.subtitle")}>
      <Card>
        <CardHeader>
          <CardTitle>{t("omr.formTitle")}</CardTitle>
        </CardHeader>
        <CardContent>
          <form className="space-y-4" noValidate onSubmit={(event) => void generate(event)}>
            <FormField
              label={t("omr.questionCount")}
              error={fieldMessage(t, form.formState.errors.questionCount?.message)}
              required
              hint={t("omr.questionCountHint", { perPage: OMR_QUESTIONS_PER_PAGE, max: OMR_MAX_QUESTIONS })}
            >
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                max={OMR_MAX_QUESTIONS}
                step={1}
                className="sm:max-w-48"
                {...form.register("questionCount", { valueAsNumber: true })}
              />
            </FormField>
            <GenerateButton generating={generating} />
            {/* For scanning programs, not for printing: folded away so the sheet's own button stands alone. */}
            <details className="rounded-lg border border-slate-200">
              <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-slate-700">
                {t("omr.advanced")}
              </summary>
              <div className="space-y-2 border-t border-slate-200 p-3">
                <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
                  {(
                    [
                      [Braces, t("omr.template"), downloadTemplate],
                      [FileArchive, t("omr.omrChecker"), downloadOmrChecker],
                    ] as const
                  ).map(([Icon, label, download]) => (
                    <Button
                      key={label}
                      type="button"
                      variant="outline"
                      size="lg"
                      className="h-auto min-h-11 w-full whitespace-normal py-2 sm:w-auto"
                      onClick={() => void download()}
                    >
                      <Icon aria-hidden />
                      {label}
                    </Button>
                  ))}
                </div>
                <p className="text-xs text-slate-500">{t("omr.templateHint")}</p>
                <p className="text-xs text-slate-500">{t("omr.omrCheckerHint")}</p>
              </div>
            </details>
            <PrintNotice state={state} />
            {templateNotice ? <p className="text-sm text-slate-600">{templateNotice}</p> : null}
          </form>
        </CardContent>
      </Card>
    </ToolPage>
  );
}
